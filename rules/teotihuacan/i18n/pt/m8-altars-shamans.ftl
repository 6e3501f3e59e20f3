### Período de Expansão, M8 Altares e Xamãs (com os submódulos m8-m7 e m8-solo): substantivos e
### nomes de componentes em português. Vocabulário do livro de regras: Xamã, ficha de altar,
### “Ativar o Xamã”, Xamã “de pé”/“em pé”, “levante seu Xamã”, “deite o Xamã”.


## Substantivos

# o Xamã de um jogador: 1 enquanto está em pé (contado como recurso); o seu marcador no anel dos altares
# (`ref-resource` = "sua quantidade de { $resource }", com a forma plural)
-shaman_up =
    { $count ->
        [one] Xamã em pé
       *[other] Xamãs em pé
    }
    .gender = masculine
# o Xamã que se levanta e que se deita, como instrução; numa prévia, no infinitivo (um recurso de 0 ou 1)
-set-shaman_up =
    { $case ->
       *[rule] ponha o seu Xamã em pé
        [preview] pôr o seu Xamã em pé
    }
-unset-shaman_up =
    { $case ->
       *[rule] deite o seu Xamã
        [preview] deitar o seu Xamã
    }
-space-altar_ring =
    { $case ->
       *[nom] o anel dos altares
        [em] no anel dos altares
        [de] do anel dos altares
    }
    .gender = masculine
-event-landed = chegada de um Xamã a um espaço
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
-type-altar_tile =
    { $count ->
        [one] ficha de altar
       *[other] fichas de altar
    }
    .gender = feminine
-key-cost =
    { $case ->
       *[nom] custo
        [def] o custo
    }
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
-component-altar_move_back = Mova um dos seus trabalhadores desbloqueados 1 ou 2 espaços para trás
-component-altar_gd_claim = Reivindicar uma ficha de grandes descobertas deste altar
-component-m8_setup = Preparação do tabuleiro do M8
-component-shaman_setup = Preparação do jogador: os Xamãs de pé nos altares
-component-gd-09 = Grande descoberta: o Xamã se move um altar a mais
-component-gd-11 = Grande descoberta: 2 cacaus e levante o seu Xamã, por 1 de poder de um trabalhador
-component-activate_shaman = Ativar o Xamã
-component-shaman_benefit = O benefício do espaço do Xamã
-component-shaman_virtual_worker = O Xamã em pé: um trabalhador a mais
-component-shaman_on_the_mansion = O Xamã em pé apontando para a Mansão

## O Xamã do Teotibot (m8-solo) e o fim de um turno de Ativar o Xamã

-flag-shaman_turn = a marca “Xamã ativado neste turno”
-counter-teotibot_shaman = o espaço do Xamã do Teotibot
-counter-teotibot_masks = o número de máscaras do Teotibot antes do altar
-table-altar_before = altar antes de cada tabuleiro
-key-start =
    { $case ->
       *[nom] espaço inicial
        [def] o espaço inicial
    }
-key-move =
    { $case ->
       *[nom] movimento
        [def] o movimento
    }
-key-pushed =
    { $case ->
       *[nom] deslocado
        [def] o deslocamento
    }
-key-discarded =
    { $case ->
       *[nom] ficha de GD descartada
        [def] a ficha de GD descartada
    }
-key-altar1 =
    { $case ->
       *[nom] para o altar 1
        [def] a ida para o altar 1
    }
-key-altar2 =
    { $case ->
       *[nom] para o altar 2
        [def] a ida para o altar 2
    }
-key-altar3 =
    { $case ->
       *[nom] para o altar 3
        [def] a ida para o altar 3
    }
-key-altar4 =
    { $case ->
       *[nom] para o altar 4
        [def] a ida para o altar 4
    }
-key-mask1 =
    { $case ->
       *[nom] máscara do altar 1
        [def] a máscara do altar 1
    }
-key-mask2 =
    { $case ->
       *[nom] máscara do altar 2
        [def] a máscara do altar 2
    }
-key-mask3 =
    { $case ->
       *[nom] máscara do altar 3
        [def] a máscara do altar 3
    }
-key-mask4 =
    { $case ->
       *[nom] máscara do altar 4
        [def] a máscara do altar 4
    }
-key-pushed1 =
    { $case ->
       *[nom] deslocado para o altar 1
        [def] o deslocamento para o altar 1
    }
-key-pushed2 =
    { $case ->
       *[nom] deslocado para o altar 2
        [def] o deslocamento para o altar 2
    }
-key-pushed3 =
    { $case ->
       *[nom] deslocado para o altar 3
        [def] o deslocamento para o altar 3
    }
-key-pushed4 =
    { $case ->
       *[nom] deslocado para o altar 4
        [def] o deslocamento para o altar 4
    }
-component-shaman_activated = Depois do seu turno de Ativar o Xamã
-component-teotibot_shaman = Teotibot: o seu Xamã

## O que o Teotibot diz (o seu Xamã)

-says-shaman_moves = move o seu Xamã para o próximo altar no sentido anti-horário
-says-shaman_gd_space = coloca o seu Xamã no espaço de grandes descobertas: ainda há fichas de grandes descobertas nesse altar
-says-shaman_discards = descarta ali a ficha de grandes descobertas do topo: nenhuma máscara que lhe falte e que possa pagar
-says-shaman_other_space = coloca o seu Xamã no outro espaço e ganha 2 obsidianas: não resta nenhuma ficha de grandes descobertas ali
-says-shaman_priest = move o seu Xamã depois da sua ficha de Adoração (sacerdote S07)
-says-shaman_pushed = o seu Xamã chegou ao altar dele: o Xamã dele vai para o espaço de grandes descobertas do próximo altar, +1 obsidiana

## Um gancho do Teotibot que só o m8-solo preenche (sacerdote S07: o Xamã dele se move depois da ficha de Adoração)

-query-teotibot_shaman_with_worship = a regra “o Xamã dele se move depois da sua ficha de Adoração” (sacerdote S07)
-component-teotibot_after_worship = Teotibot: depois da sua ficha de Adoração

## Componentes que o M8 e o m8-solo substituem com o mesmo id, com os novos nomes (`-component-ID--MODULE`, docs/translating.md)

-component-player_turn--m8 = O turno de um jogador (com Ativar o Xamã)
-component-shaman_setup--m8-solo = Preparação do jogador: o seu Xamã de pé em um altar, o do Teotibot deitado em um espaço de grandes descobertas
-component-tile_masks--m8-solo = Coleção de máscaras / Ativar o Xamã
-component-shaman_activated--m8-solo = Depois do seu turno de Ativar o Xamã: o Xamã do Teotibot deixa o seu altar
-component-teotibot_after_worship--m8-solo = Teotibot: depois da sua ficha de Adoração, o Xamã dele se move (sacerdote S07)
-component-no_paid_unlock_after_shaman = Sem desbloqueio pago depois de “Ativar o Xamã”
