# Substantivos do jogo de cartas de exemplo (docs/authoring.md, "Cards and supplies").
-supply-deck =
    { $case ->
       *[nom] o baralho
        [em] no baralho
        [de] do baralho
    }
-supply-discard =
    { $case ->
       *[nom] a pilha de descarte
        [em] na pilha de descarte
        [de] da pilha de descarte
    }
-supply-drawn =
    { $case ->
       *[nom] a oferenda
        [em] na oferenda
        [de] da oferenda
    }
-supply-played =
    { $case ->
       *[nom] as suas cartas em jogo
        [em] nas suas cartas em jogo
        [de] das suas cartas em jogo
    }
-type-card =
    { $count ->
        [one] carta
       *[other] cartas
    }
-supply-drawn-items = cartas na oferenda
-tag-grey = cinza
-tag-red = vermelho
-counter-turns = o número de turnos jogados
-component-quarry = Pedreira
-component-market = Mercado
-component-shrine = Santuário
-component-ruins = Ruínas
-component-setup = Preparação
-component-turn = Um turno
-component-draw = Comprar uma carta
-component-turn_up = Virar uma carta
-component-after_turn = Depois de um turno
-component-final_scoring = Pontuação final

-field-value = pontos

# The example's resources, its base module and the hand (teotl play names it in the panels)
-stone =
    { $count ->
        [one] pedra
       *[other] pedras
    }
    .gender = feminine-plural
-vp = PV
    .gender = masculine-plural
-supply-hand =
    { $case ->
       *[nom] a sua mão
        [em] na sua mão
        [de] da sua mão
    }
-supply-hand-own =
    { $case ->
       *[nom] a sua mão
        [em] na sua mão
        [de] da sua mão
    }
-supply-hand-whose =
    { $case ->
       *[nom] a mão
        [em] na mão
        [de] da mão
    }
-supply-hand-label = Mão
-type-action =
    { $count ->
        [one] ação
       *[other] ações
    }
    .gender = feminine
-module-base = Jogo base
