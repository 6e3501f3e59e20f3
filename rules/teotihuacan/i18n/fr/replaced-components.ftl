### Éléments qu’un module remplace sous le même id avec un autre nom (docs/translating.md).

-board-palace--m7 =
    { $case ->
       *[nom] le Manoir
        [de] du Manoir
        [sur] sur le Manoir
    }
-component-palace--m7 = Manoir
-board-nobles--m9 =
    { $case ->
       *[nom] la Conquête
        [de] de la Conquête
        [sur] sur la Conquête
    }
-component-nobles--m9 = Conquête
