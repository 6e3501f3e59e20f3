### Bauteile, die ein Modul unter derselben id mit neuem Namen ersetzt (docs/translating.md).

-board-palace--m7 =
    { $case ->
       *[nom] das Herrenhaus
        [dat] dem Herrenhaus
        [gen] des Herrenhauses
        [acc] das Herrenhaus
        [von] vom Herrenhaus
    }
-component-palace--m7 = Herrenhaus
-board-nobles--m9 =
    { $case ->
       *[nom] die Eroberung
        [dat] der Eroberung
        [gen] der Eroberung
        [acc] die Eroberung
        [von] von der Eroberung
    }
-component-nobles--m9 = Eroberung
