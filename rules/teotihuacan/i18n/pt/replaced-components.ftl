### Componentes que um módulo substitui com o mesmo id e outro nome (docs/translating.md).

-board-palace--m7 =
    { $case ->
       *[nom] a Mansão
        [em] na Mansão
        [de] da Mansão
    }
-component-palace--m7 = Mansão
-board-nobles--m9 =
    { $case ->
       *[nom] o tabuleiro de Conquista
        [em] no tabuleiro de Conquista
        [de] do tabuleiro de Conquista
    }
-component-nobles--m9 = Conquista
