### Erweiterungszeit (M6 Obsidian, M7 Herrenhaus, MS1): Substantive und Komponentennamen auf Deutsch.


## Nouns

-obsidian = Obsidian
    .gender = neuter
-supply-gd_stack =
    { $case ->
       *[nom] der Stapel der großen Entdeckungen
        [dat] dem Stapel der großen Entdeckungen
        [gen] des Stapels der großen Entdeckungen
        [acc] den Stapel der großen Entdeckungen
        [von] vom Stapel der großen Entdeckungen
    }
-supply-gd_mansion =
    { $case ->
       *[nom] die große Entdeckung des Herrenhauses
        [dat] der großen Entdeckung des Herrenhauses
        [gen] der großen Entdeckung des Herrenhauses
        [acc] die große Entdeckung des Herrenhauses
        [von] von der großen Entdeckung des Herrenhauses
    }
-supply-property_blue =
    { $case ->
       *[nom] der Herrenhausbesitz des blauen Tempels
        [dat] dem Herrenhausbesitz des blauen Tempels
        [gen] des Herrenhausbesitzes des blauen Tempels
        [acc] den Herrenhausbesitz des blauen Tempels
        [von] vom Herrenhausbesitz des blauen Tempels
    }
-supply-property_red =
    { $case ->
       *[nom] der Herrenhausbesitz des roten Tempels
        [dat] dem Herrenhausbesitz des roten Tempels
        [gen] des Herrenhausbesitzes des roten Tempels
        [acc] den Herrenhausbesitz des roten Tempels
        [von] vom Herrenhausbesitz des roten Tempels
    }
-supply-property_green =
    { $case ->
       *[nom] der Herrenhausbesitz des grünen Tempels
        [dat] dem Herrenhausbesitz des grünen Tempels
        [gen] des Herrenhausbesitzes des grünen Tempels
        [acc] den Herrenhausbesitz des grünen Tempels
        [von] vom Herrenhausbesitz des grünen Tempels
    }
-flag-double_harvest =
    { $case ->
       *[nom] eine doppelte Ernte
        [dat] einer doppelten Ernte
        [acc] eine doppelte Ernte
        [von] von einer doppelten Ernte
    }
-flag-gd_extra_worker =
    { $case ->
       *[nom] ein zusätzlicher Arbeiter (große Entdeckung)
        [dat] einem zusätzlichen Arbeiter (große Entdeckung)
        [acc] einen zusätzlichen Arbeiter (große Entdeckung)
        [von] von einem zusätzlichen Arbeiter (große Entdeckung)
    }
-counter-mansion_claim_1 =
    { $case ->
       *[nom] der Anspruch auf das linke Königsplättchen des Herrenhauses
        [dat] dem Anspruch auf das linke Königsplättchen des Herrenhauses
        [acc] den Anspruch auf das linke Königsplättchen des Herrenhauses
        [von] vom Anspruch auf das linke Königsplättchen des Herrenhauses
    }
-counter-mansion_claim_2 =
    { $case ->
       *[nom] der Anspruch auf das mittlere Königsplättchen des Herrenhauses
        [dat] dem Anspruch auf das mittlere Königsplättchen des Herrenhauses
        [acc] den Anspruch auf das mittlere Königsplättchen des Herrenhauses
        [von] vom Anspruch auf das mittlere Königsplättchen des Herrenhauses
    }
-counter-mansion_claim_3 =
    { $case ->
       *[nom] der Anspruch auf das rechte Königsplättchen des Herrenhauses
        [dat] dem Anspruch auf das rechte Königsplättchen des Herrenhauses
        [acc] den Anspruch auf das rechte Königsplättchen des Herrenhauses
        [von] vom Anspruch auf das rechte Königsplättchen des Herrenhauses
    }
-query-obsidian_wildcard = der Schalter „Obsidian ersetzt andere Rohstoffe“
-query-obsidian_as_any = der Schalter „Obsidian als beliebiger Rohstoff“
-query-obsidian_for_cocoa = der Schalter „1 Obsidian bezahlt bis zu 3 Kakao“
-query-harvest = der Ernte-Multiplikator
-query-great_discoveries = die Zahl deiner großen Entdeckungen
-query-mansion_bonus = der Herrenhaus-Bonus
# nom: ohne Artikel („2 große Entdeckungen“); acc, dat, gen: nach einem Artikel oder Possessiv
# („deiner großen Entdeckungen“, engine.ftl `$what_gen`)
-type-great_discovery =
    { $case ->
       *[nom] { $count ->
            [one] große Entdeckung
           *[other] große Entdeckungen
        }
        [acc] { $count ->
            [one] große Entdeckung
           *[other] großen Entdeckungen
        }
        [dat] { $count ->
            [one] großen Entdeckung
           *[other] großen Entdeckungen
        }
        [gen] { $count ->
            [one] großen Entdeckung
           *[other] großen Entdeckungen
        }
    }
    .gender = feminine
-type-property_tile = Herrenhausbesitz-Plättchen
    .gender = neuter
-module-m6 = M6 Obsidian
-module-m7 = M7 Herrenhaus
-module-m6-solo = M6 Obsidian (Teotibot-Regeln)
-module-m7-solo = M7 Herrenhaus (Teotibot-Regeln)
-module-ms1 = MS1 Alternative Bewegung des Teotibot

## Components

-component-m6_setup = Spielaufbau M6
-component-gd-01-a = Große Entdeckung: ein Arbeiter mehr
-component-gd-01-b = Große Entdeckung: ein Arbeiter mehr
-component-gd-02-a = Große Entdeckung: doppelte Rohstoffe
-component-gd-02-b = Große Entdeckung: doppelte Rohstoffe
-component-gd-03-a = Große Entdeckung: neue Maske
-component-gd-03-b = Große Entdeckung: neue Maske
-component-gd-03-c = Große Entdeckung: neue Maske
-component-gd-04-a = Große Entdeckung: 3 Obsidian
-component-gd-04-b = Große Entdeckung: 3 Obsidian
-component-gd-05-a = Große Entdeckung: ein Arbeiter geht zurück
-component-gd-05-b = Große Entdeckung: ein Arbeiter geht zurück
-component-gd-06-a = Große Entdeckung: 3 Aufwertungen
-component-gd-06-b = Große Entdeckung: 3 Aufwertungen
-component-gd-07-a = Große Entdeckung: Entdeckungsplättchen erneut
-component-gd-07-b = Große Entdeckung: Entdeckungsplättchen erneut
-component-gd-08-a = Große Entdeckung: eine kostenlose Technologie
-component-gd-08-b = Große Entdeckung: eine kostenlose Technologie
-component-gd-10-a = Große Entdeckung: 2 Gold
-component-gd-10-b = Große Entdeckung: 2 Gold
-component-gd-12 = Große Entdeckung: beliebiger Tempel
-component-gd-13 = Große Entdeckung: blauer Tempel
-component-gd-14 = Große Entdeckung: grüner Tempel
-component-gd-15 = Große Entdeckung: roter Tempel
-component-st-ep1 = Startplättchen EP1: Obsidian, eine Aufwertung, eine große Entdeckung
-component-st-ep2 = Startplättchen EP2: Obsidian und Kakao
-component-tech-ep1 = Technologie EP1: Obsidian statt eines beliebigen Rohstoffs
-component-tech-ep2 = Technologie EP2: 1 Obsidian für bis zu 3 Kakao
-component-tech-ep3 = Technologie EP3: Obsidian bei Kakao sammeln und königlicher Anbetung
-component-mansion_claim_reward = Herrenhaus-Anspruch: eine kostenlose Aufwertung für den Besitzer
-component-m7_setup = Spielaufbau M7
-component-property-blue = Herrenhausbesitz (blauer Tempel)
-component-property-red = Herrenhausbesitz (roter Tempel)
-component-property-green = Herrenhausbesitz (grüner Tempel)
-component-mansion_claims = Herrenhausbesitz: wer zuerst die erste große Stufe eines Tempels erreicht
-component-rt-10 = Königsplättchen 10: Siegpunkte je Paar großer Entdeckungen
-component-rt-11 = Königsplättchen 11: Obsidian gegen Kakao
-component-rt-12 = Königsplättchen 12: Kakao und Siegpunkte gegen Obsidian
-component-teotibot_claim_power_up = Teotibot: die Aufwertung seines Herrenhaus-Anspruchs
-component-direction_a2_right = Richtungsplättchen Vorrücken 2 (rechts)
-component-direction_a2_left = Richtungsplättchen Vorrücken 2 (links)
-component-direction_a3_right = Richtungsplättchen Vorrücken 3 (rechts)
-component-direction_a3_left = Richtungsplättchen Vorrücken 3 (links)
