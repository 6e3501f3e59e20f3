# The names of Cacao's variants (rules/cacao/variants/ID.yaml), as the lobby lists them:
# the term -variant-ID; without one, the variant file's own `name:`.

-variant-early-overbuild = Überbauen, sobald der Nachziehstapel leer ist
-variant-farmer-per-edge = Der Bauer zählt jede Kante für sich
-variant-foreman-new-tiles-only = Der Vorarbeiter zählt nur Plättchen, die nach ihm gelegt werden
-variant-hut-faces-chosen = Die Seiten der Hüttenplättchen wählen
-variant-map-refill-choice = Das Plättchen der Kartentafel wählen, das in die Auslage rückt
-variant-shaman-needs-token = Der Schamane braucht weiterhin ein Sonnenplättchen
