### Erweiterungszeit, M8 Altäre und Schamanen (mit den Untermodulen m8-m7 und m8-solo): Substantive
### und Komponentennamen auf Deutsch.


## Substantive

# der Schamane eines Spielers: 1 solange er steht (wie ein Rohstoff gezählt); seine Figur auf dem Altarring
# (`ref-resource` = "dein Vorrat an { $resource }" mit der Pluralform, also Dativ;
# `amount` = "1 { $resource }" nach "erhalten"/"verlieren", also Akkusativ)
-shaman_up =
    { $count ->
        [one] stehenden Schamanen
       *[other] stehenden Schamanen
    }
    .gender = masculine
# der Schamane, der aufgestellt und hingelegt wird, als Anweisung (ein Vorrat von 0 oder 1)
-set-shaman_up = deinen Schamanen aufrichten
-unset-shaman_up = deinen Schamanen hinlegen
-space-altar_ring =
    { $case ->
       *[nom] der Altarring
        [auf] auf dem Altarring
        [gen] des Altarrings
        [dat] dem Altarring
    }
    .gender = masculine
-event-landed = Ankunft eines Schamanen auf einem Feld
-supply-altars =
    { $case ->
       *[nom] die Altäre
        [dat] den Altären
        [gen] der Altäre
        [acc] die Altäre
        [von] von den Altären
    }
-supply-altar_gd_1 =
    { $case ->
       *[nom] die großen Entdeckungen auf Altar 1
        [dat] den großen Entdeckungen auf Altar 1
        [gen] der großen Entdeckungen auf Altar 1
        [acc] die großen Entdeckungen auf Altar 1
        [von] von den großen Entdeckungen auf Altar 1
    }
-supply-altar_gd_2 =
    { $case ->
       *[nom] die großen Entdeckungen auf Altar 2
        [dat] den großen Entdeckungen auf Altar 2
        [gen] der großen Entdeckungen auf Altar 2
        [acc] die großen Entdeckungen auf Altar 2
        [von] von den großen Entdeckungen auf Altar 2
    }
-supply-altar_gd_3 =
    { $case ->
       *[nom] die großen Entdeckungen auf Altar 3
        [dat] den großen Entdeckungen auf Altar 3
        [gen] der großen Entdeckungen auf Altar 3
        [acc] die großen Entdeckungen auf Altar 3
        [von] von den großen Entdeckungen auf Altar 3
    }
-supply-altar_gd_4 =
    { $case ->
       *[nom] die großen Entdeckungen auf Altar 4
        [dat] den großen Entdeckungen auf Altar 4
        [gen] der großen Entdeckungen auf Altar 4
        [acc] die großen Entdeckungen auf Altar 4
        [von] von den großen Entdeckungen auf Altar 4
    }
-flag-shaman_extra_hop =
    { $case ->
       *[nom] ein zusätzlicher Altar beim Zug deines Schamanen
        [dat] einem zusätzlichen Altar beim Zug deines Schamanen
        [acc] einen zusätzlichen Altar beim Zug deines Schamanen
        [von] von einem zusätzlichen Altar beim Zug deines Schamanen
    }
# als Bedingung gelesen, in Nebensatzstellung: "falls …", "solange …"
-query-shaman_here = dein Schamane steht und sein Feld auf diesen Spielplan zeigt
-type-altar_tile = Altarplättchen
    .gender = neuter
-key-cost =
    { $case ->
       *[nom] Kosten
        [acc] die Kosten
    }
-key-second =
    { $case ->
       *[nom] zweiter Zweig
        [acc] den zweiten Zweig
    }
-module-m8 = M8 Altäre und Schamanen
-module-m8-m7 = M8 Schamanen am Herrenhaus (M7)
-module-m8-solo = M8 Altäre und Schamanen (Teotibot-Regeln)

## Komponenten

-component-alt-a = Altar A: eine große Entdeckung oder 4 Obsidian für 2 Kakao
-component-alt-b = Altar B: eine große Entdeckung oder 1 Obsidian und alle freigeben
-component-alt-c = Altar C: 1 Obsidian und Arbeiter zurück oder eine große Entdeckung
-component-alt-d = Altar D: 2 Obsidian oder eine große Entdeckung
-component-altar_move_back = Einen deiner freien Arbeiter 1 oder 2 Aktionstafeln zurückziehen
-component-altar_gd_claim = Eine große Entdeckung von diesem Altar nehmen
-component-m8_setup = Spielaufbau M8
-component-shaman_setup = Spieleraufbau: die Schamanen stehen auf den Altären
-component-gd-09 = Große Entdeckung: der Schamane zieht einen Altar weiter
-component-gd-11 = Große Entdeckung: 2 Kakao und den Schamanen aufrichten, für 1 Stärke eines Arbeiters
-component-activate_shaman = Schamanen aktivieren
-component-shaman_benefit = Der Vorteil des Schamanenfelds
-component-shaman_virtual_worker = Der stehende Schamane: ein Arbeiter mehr
-component-shaman_on_the_mansion = Der stehende Schamane am Herrenhaus

## Der Schamane des Teotibot (m8-solo) und das Ende eines Zuges „Schamanen aktivieren“

-flag-shaman_turn =
    { $case ->
       *[nom] die Markierung „Schamane in diesem Zug aktiviert“
        [dat] der Markierung „Schamane in diesem Zug aktiviert“
        [acc] die Markierung „Schamane in diesem Zug aktiviert“
        [von] von der Markierung „Schamane in diesem Zug aktiviert“
    }
-counter-teotibot_shaman =
    { $case ->
       *[nom] das Schamanenfeld des Teotibot
        [dat] dem Schamanenfeld des Teotibot
        [acc] das Schamanenfeld des Teotibot
        [von] vom Schamanenfeld des Teotibot
    }
-counter-teotibot_masks =
    { $case ->
       *[nom] die Zahl der Masken des Teotibot vor dem Altar
        [dat] der Zahl der Masken des Teotibot vor dem Altar
        [acc] die Zahl der Masken des Teotibot vor dem Altar
        [von] von der Zahl der Masken des Teotibot vor dem Altar
    }
-table-altar_before = Altar vor jedem Spielplan
-key-start =
    { $case ->
       *[nom] Startfeld
        [acc] das Startfeld
    }
-key-move =
    { $case ->
       *[nom] Weiterziehen
        [acc] das Weiterziehen
    }
-key-pushed =
    { $case ->
       *[nom] verdrängt
        [acc] das Verdrängen
    }
-key-discarded =
    { $case ->
       *[nom] große Entdeckung abgeworfen
        [acc] das Abwerfen der großen Entdeckung
    }
-key-altar1 =
    { $case ->
       *[nom] zu Altar 1
        [acc] den Zug zu Altar 1
    }
-key-altar2 =
    { $case ->
       *[nom] zu Altar 2
        [acc] den Zug zu Altar 2
    }
-key-altar3 =
    { $case ->
       *[nom] zu Altar 3
        [acc] den Zug zu Altar 3
    }
-key-altar4 =
    { $case ->
       *[nom] zu Altar 4
        [acc] den Zug zu Altar 4
    }
-key-mask1 =
    { $case ->
       *[nom] Maske von Altar 1
        [acc] die Maske von Altar 1
    }
-key-mask2 =
    { $case ->
       *[nom] Maske von Altar 2
        [acc] die Maske von Altar 2
    }
-key-mask3 =
    { $case ->
       *[nom] Maske von Altar 3
        [acc] die Maske von Altar 3
    }
-key-mask4 =
    { $case ->
       *[nom] Maske von Altar 4
        [acc] die Maske von Altar 4
    }
-key-pushed1 =
    { $case ->
       *[nom] verdrängt zu Altar 1
        [acc] das Verdrängen zu Altar 1
    }
-key-pushed2 =
    { $case ->
       *[nom] verdrängt zu Altar 2
        [acc] das Verdrängen zu Altar 2
    }
-key-pushed3 =
    { $case ->
       *[nom] verdrängt zu Altar 3
        [acc] das Verdrängen zu Altar 3
    }
-key-pushed4 =
    { $case ->
       *[nom] verdrängt zu Altar 4
        [acc] das Verdrängen zu Altar 4
    }
-component-shaman_activated = Nach dem Aktivieren deines Schamanen
-component-teotibot_shaman = Teotibot: sein Schamane

## Was der Teotibot sagt (sein Schamane)

-says-shaman_moves = zieht seinen Schamanen gegen den Uhrzeigersinn zum nächsten Altar
-says-shaman_gd_space = stellt seinen Schamanen auf das Feld der großen Entdeckungen: auf diesem Altar liegen noch große Entdeckungen
-says-shaman_discards = wirft dort die oberste große Entdeckung ab: keine fehlende Maske, die er bezahlen kann
-says-shaman_other_space = stellt seinen Schamanen auf das andere Feld und erhält 2 Obsidian: dort liegt keine große Entdeckung mehr
-says-shaman_priest = zieht seinen Schamanen nach seinem Anbetungsplättchen (Priester S07)
-says-shaman_pushed = dein Schamane kam auf seinen Altar: sein Schamane geht auf das Feld der großen Entdeckungen des nächsten Altars, +1 Obsidian

## Ein Einhängepunkt des Teotibot, den nur m8-solo füllt (Priester S07: sein Schamane zieht nach seinem Anbetungsplättchen)

-query-teotibot_shaman_with_worship = der Schalter „sein Schamane zieht nach seinem Anbetungsplättchen“ (Priester S07)
-component-teotibot_after_worship = Teotibot: nach seinem Anbetungsplättchen

## Komponenten, die M8 und m8-solo unter derselben ID ersetzen, mit ihren neuen Namen (`-component-ID--MODULE`, docs/translating.md)

-component-player_turn--m8 = Der Zug eines Spielers (mit Schamanen aktivieren)
-component-shaman_setup--m8-solo = Spieleraufbau: dein Schamane steht auf einem Altar, der des Teotibot liegt auf einem Feld der großen Entdeckungen
-component-tile_masks--m8-solo = Maskensammlung / Schamanen aktivieren
-component-shaman_activated--m8-solo = Nach dem Aktivieren deines Schamanen: der Schamane des Teotibot verlässt deinen Altar
-component-teotibot_after_worship--m8-solo = Teotibot: nach seinem Anbetungsplättchen zieht sein Schamane (Priester S07)
-component-no_paid_unlock_after_shaman = Kein bezahltes Freigeben nach „Schamanen aktivieren“
