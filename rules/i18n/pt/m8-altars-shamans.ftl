### Período de Expansão, M8 Altares e Xamãs (com os submódulos m8-m7 e m8-solo): substantivos e
### nomes de componentes em português. Vocabulário do livro de regras: Xamã, ficha de altar,
### “Ativar o Xamã”, Xamã “de pé”/“em pé”, “levante seu Xamã”, “deite o Xamã”.


## Substantivos

# o Xamã de um jogador, contado como recurso: o seu espaço (1..8 ao redor dos altares), 1 enquanto
# está em pé, o número do tabuleiro para o qual o seu espaço aponta
# (`ref-resource` = "sua quantidade de { $resource }", com a forma plural)
-shaman_space = espaço do Xamã
    .gender = masculine
-shaman_up =
    { $count ->
        [one] Xamã em pé
       *[other] Xamãs em pé
    }
    .gender = masculine
-shaman_board = tabuleiro do Xamã
    .gender = masculine
-supply-altars =
    { $case ->
       *[nom] os altares
        [em] nos altares
        [de] dos altares
    }
-supply-altar_gd_1 =
    { $case ->
       *[nom] as fichas de grandes descobertas do altar 1
        [em] nas fichas de grandes descobertas do altar 1
        [de] das fichas de grandes descobertas do altar 1
    }
-supply-altar_gd_2 =
    { $case ->
       *[nom] as fichas de grandes descobertas do altar 2
        [em] nas fichas de grandes descobertas do altar 2
        [de] das fichas de grandes descobertas do altar 2
    }
-supply-altar_gd_3 =
    { $case ->
       *[nom] as fichas de grandes descobertas do altar 3
        [em] nas fichas de grandes descobertas do altar 3
        [de] das fichas de grandes descobertas do altar 3
    }
-supply-altar_gd_4 =
    { $case ->
       *[nom] as fichas de grandes descobertas do altar 4
        [em] nas fichas de grandes descobertas do altar 4
        [de] das fichas de grandes descobertas do altar 4
    }
-flag-shaman_extra_hop = um altar a mais no movimento do seu Xamã
# lido como condição: "se …", "enquanto …"
-query-shaman_here = o seu Xamã estiver em pé e o espaço dele apontar para este tabuleiro
-table-altar_points = tabuleiros para os quais os espaços dos altares apontam
-type-altar_tile =
    { $count ->
        [one] ficha de altar
       *[other] fichas de altar
    }
    .gender = feminine
-key-second =
    { $case ->
       *[nom] segundo ramo
        [def] o segundo ramo
    }
-module-m8 = M8 Altares e Xamãs
-module-m8-m7 = M8 Xamãs na Mansão do M7
-module-m8-solo = M8 Altares e Xamãs (regras do Teotibot)

## Componentes

-component-alt-a = Altar A: uma grande descoberta, ou 4 obsidianas por 2 cacaus
-component-alt-b = Altar B: uma grande descoberta, ou 1 obsidiana e desbloquear todos
-component-alt-c = Altar C: 1 obsidiana e trabalhadores para trás, ou uma grande descoberta
-component-alt-d = Altar D: 2 obsidianas, ou uma grande descoberta
-component-altar_gd_claim = Reivindicar uma ficha de grandes descobertas deste altar
-component-m8_setup = Preparação do tabuleiro do M8
-component-shaman_setup = Preparação do jogador: os Xamãs de pé nos altares
-component-gd-09 = Grande descoberta: o Xamã se move um altar a mais
-component-gd-11 = Grande descoberta: 2 cacaus, levante o seu Xamã
-component-activate_shaman = Ativar o Xamã
-component-shaman_benefit = O benefício do espaço do Xamã
-component-shaman_virtual_worker = O Xamã em pé: um trabalhador a mais
-component-shaman_on_the_mansion = O Xamã em pé apontando para a Mansão
