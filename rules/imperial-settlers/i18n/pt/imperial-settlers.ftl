### Imperial Settlers — os nomes do conjunto de regras em português: bens, pilhas, marcadores,
### contadores, valores nomeados, tipos e etiquetas de cartas, chaves de efeito, modelos e o
### nome de cada carta (docs/translating.md). Uma palavra por termo: carta, baralho, comprar,
### gastar, Orar N, oração, marcador de Bênção, bem, acordo, tabuleiro da facção,
### Característica, correspondente, Alimento, castanho, violeta (PRINTED-PT.md).

## Bens

-wood =
    { $count ->
        [one] Madeira
       *[other] Madeiras
    }
    .gender = feminine-plural
-stone =
    { $count ->
        [one] Pedra
       *[other] Pedras
    }
    .gender = feminine-plural
-food =
    { $count ->
        [one] Alimento
       *[other] Alimentos
    }
    .gender = masculine-plural
-gold =
    { $count ->
        [one] Ouro
       *[other] Ouros
    }
    .gender = masculine-plural
-worker =
    { $count ->
        [one] Trabalhador
       *[other] Trabalhadores
    }
    .gender = masculine-plural
-raze =
    { $count ->
        [one] marcador de Destruição
       *[other] marcadores de Destruição
    }
    .gender = masculine-plural
-defence =
    { $count ->
        [one] marcador de Defesa
       *[other] marcadores de Defesa
    }
    .gender = masculine-plural
-vp =
    { $count ->
        [one] PV
       *[other] PV
    }
    .gender = plural
-spare_goods =
    { $count ->
        [one] Trabalhadores e Recursos restantes
       *[other] Trabalhadores e Recursos restantes
    }
    .gender = plural
-cards_in_hand =
    { $count ->
        [one] carta na mão
       *[other] cartas na mão
    }
    .gender = feminine-plural
-keep_stone =
    { $count ->
        [one] Pedra que você pode guardar
       *[other] Pedras que você pode guardar
    }
    .gender = feminine-plural
-keep_food =
    { $count ->
        [one] Alimento que você pode guardar
       *[other] Alimentos que você pode guardar
    }
    .gender = masculine-plural
-blessing_brown =
    { $count ->
        [one] marcador de Bênção castanho
       *[other] marcadores de Bênção castanhos
    }
    .gender = masculine-plural
-blessing_grey =
    { $count ->
        [one] marcador de Bênção cinzento
       *[other] marcadores de Bênção cinzentos
    }
    .gender = masculine-plural
-blessing_red =
    { $count ->
        [one] marcador de Bênção vermelho
       *[other] marcadores de Bênção vermelhos
    }
    .gender = masculine-plural
-blessing_pink =
    { $count ->
        [one] marcador de Bênção rosa
       *[other] marcadores de Bênção rosa
    }
    .gender = masculine-plural
-blessing_gold =
    { $count ->
        [one] marcador de Bênção dourado
       *[other] marcadores de Bênção dourados
    }
    .gender = masculine-plural
-blessing_black =
    { $count ->
        [one] marcador de Bênção preto
       *[other] marcadores de Bênção pretos
    }
    .gender = masculine-plural
-blessing_blue =
    { $count ->
        [one] marcador de Bênção azul
       *[other] marcadores de Bênção azuis
    }
    .gender = masculine-plural
-blessing_violet =
    { $count ->
        [one] marcador de Bênção violeta
       *[other] marcadores de Bênção violeta
    }
    .gender = masculine-plural
-blessing_white =
    { $count ->
        [one] marcador de Bênção branco
       *[other] marcadores de Bênção brancos
    }
    .gender = masculine-plural
-tricolour =
    { $count ->
        [one] marcador de Bênção tricolor
       *[other] marcadores de Bênção tricolores
    }
    .gender = masculine-plural
-keep_blessing =
    { $count ->
        [one] marcador de Bênção que você pode guardar
       *[other] marcadores de Bênção que você pode guardar
    }
    .gender = masculine-plural

## Grupos

-group-resource =
    { $count ->
        [one] Recurso
       *[other] Recursos
    }
    .gender = masculine
-group-goods =
    { $count ->
        [one] bem
       *[other] bens
    }
    .gender = masculine
-group-kept =
    { $count ->
        [one] bem que você pode guardar
       *[other] bens que você pode guardar
    }
    .gender = masculine
-group-blessing =
    { $count ->
        [one] marcador de Bênção
       *[other] marcadores de Bênção
    }
    .gender = masculine

## Pilhas de cartas

-supply-common =
    { $case ->
      *[nom] o baralho Comum
       [em] no baralho Comum
       [de] do baralho Comum
    }
-supply-common_discard =
    { $case ->
      *[nom] a pilha de descarte Comum
       [em] na pilha de descarte Comum
       [de] da pilha de descarte Comum
    }
-supply-lookout =
    { $case ->
      *[nom] as cartas da vigia
       [em] nas cartas da vigia
       [de] das cartas da vigia
    }
-supply-faction =
    { $case ->
      *[nom] o seu tabuleiro da facção
       [em] no seu tabuleiro da facção
       [de] do seu tabuleiro da facção
    }
-supply-faction-whose =
    { $case ->
      *[nom] o tabuleiro da facção
       [em] no tabuleiro da facção
       [de] do tabuleiro da facção
    }
-supply-faction-own =
    { $case ->
      *[nom] o seu tabuleiro da facção
       [em] no seu tabuleiro da facção
       [de] do seu tabuleiro da facção
    }
-supply-faction_deck =
    { $case ->
      *[nom] o seu baralho da facção
       [em] no seu baralho da facção
       [de] do seu baralho da facção
    }
-supply-faction_deck-whose =
    { $case ->
      *[nom] o baralho da facção
       [em] no baralho da facção
       [de] do baralho da facção
    }
-supply-faction_deck-own =
    { $case ->
      *[nom] o seu baralho da facção
       [em] no seu baralho da facção
       [de] do seu baralho da facção
    }
-supply-faction_discard =
    { $case ->
      *[nom] a sua pilha de descarte da facção
       [em] na sua pilha de descarte da facção
       [de] da sua pilha de descarte da facção
    }
-supply-faction_discard-whose =
    { $case ->
      *[nom] a pilha de descarte da facção
       [em] na pilha de descarte da facção
       [de] da pilha de descarte da facção
    }
-supply-faction_discard-own =
    { $case ->
      *[nom] a sua pilha de descarte da facção
       [em] na sua pilha de descarte da facção
       [de] da sua pilha de descarte da facção
    }
-supply-hand =
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
-supply-hand-own =
    { $case ->
      *[nom] a sua mão
       [em] na sua mão
       [de] da sua mão
    }
-supply-empire =
    { $case ->
      *[nom] o seu império
       [em] no seu império
       [de] do seu império
    }
-supply-empire-whose =
    { $case ->
      *[nom] o império
       [em] no império
       [de] do império
    }
-supply-empire-own =
    { $case ->
      *[nom] o seu império
       [em] no seu império
       [de] do seu império
    }
-supply-site =
    { $case ->
      *[nom] a carta que está sendo construída ou em acordo
       [em] na carta que está sendo construída ou em acordo
       [de] da carta que está sendo construída ou em acordo
    }
-supply-deals =
    { $case ->
      *[nom] os seus acordos
       [em] nos seus acordos
       [de] dos seus acordos
    }
-supply-deals-whose =
    { $case ->
      *[nom] os acordos
       [em] nos acordos
       [de] dos acordos
    }
-supply-deals-own =
    { $case ->
      *[nom] os seus acordos
       [em] nos seus acordos
       [de] dos seus acordos
    }
-supply-foundations =
    { $case ->
      *[nom] as suas fundações
       [em] nas suas fundações
       [de] das suas fundações
    }
-supply-foundations-whose =
    { $case ->
      *[nom] as fundações
       [em] nas fundações
       [de] das fundações
    }
-supply-foundations-own =
    { $case ->
      *[nom] as suas fundações
       [em] nas suas fundações
       [de] das suas fundações
    }
-supply-prayer =
    { $case ->
      *[nom] as cartas da oração
       [em] nas cartas da oração
       [de] das cartas da oração
    }
-supply-stored =
    { $case ->
      *[nom] as suas cartas guardadas para futuras orações
       [em] nas suas cartas guardadas para futuras orações
       [de] das suas cartas guardadas para futuras orações
    }
-supply-stored-whose =
    { $case ->
      *[nom] as cartas guardadas para futuras orações
       [em] nas cartas guardadas para futuras orações
       [de] das cartas guardadas para futuras orações
    }
-supply-stored-own =
    { $case ->
      *[nom] as suas cartas guardadas para futuras orações
       [em] nas suas cartas guardadas para futuras orações
       [de] das suas cartas guardadas para futuras orações
    }
-supply-stored_round =
    { $case ->
      *[nom] as suas cartas guardadas para as orações desta rodada
       [em] nas suas cartas guardadas para as orações desta rodada
       [de] das suas cartas guardadas para as orações desta rodada
    }
-supply-stored_round-whose =
    { $case ->
      *[nom] as cartas guardadas para as orações desta rodada
       [em] nas cartas guardadas para as orações desta rodada
       [de] das cartas guardadas para as orações desta rodada
    }

-supply-stored_round-own =
    { $case ->
      *[nom] as suas cartas guardadas para as orações desta rodada
       [em] nas suas cartas guardadas para as orações desta rodada
       [de] das suas cartas guardadas para as orações desta rodada
    }
## Marcadores sobre as cartas

-mark-activated =
    { $count ->
        [one] marcador de uso
       *[other] marcadores de uso
    }
    .gender = masculine
-mark-defended =
    { $count ->
        [one] marcador de Defesa
       *[other] marcadores de Defesa
    }
    .gender = masculine

## Contadores

-counter-round = a rodada
-counter-lead = o primeiro jogador da rodada
-counter-asks_brown = a oração conta o castanho
-counter-tally_brown = as cartas castanhas contadas
-counter-asks_grey = a oração conta o cinzento
-counter-tally_grey = as cartas cinzentas contadas
-counter-asks_red = a oração conta o vermelho
-counter-tally_red = as cartas vermelhas contadas
-counter-asks_pink = a oração conta o rosa
-counter-tally_pink = as cartas rosa contadas
-counter-asks_gold = a oração conta o dourado
-counter-tally_gold = as cartas douradas contadas
-counter-asks_black = a oração conta o preto
-counter-tally_black = as cartas pretas contadas
-counter-asks_blue = a oração conta o azul
-counter-tally_blue = as cartas azuis contadas
-counter-asks_violet = a oração conta o violeta
-counter-tally_violet = as cartas violeta contadas
-counter-asks_white = a oração conta o branco
-counter-tally_white = as cartas brancas contadas
-counter-spare = o marcador de Bênção guardado
-counter-spent_wood = a Madeira gasta
-counter-spent_stone = a Pedra gasta
-counter-spent_food = o Alimento gasto
-counter-matching_spend = gastando Recursos correspondentes

## Valores nomeados

-query-locations = os seus locais
-query-common_locations = os seus locais Comuns
-query-faction_locations = os seus locais da facção
-query-greedy_extra = o bônus dos módulos para os jogadores do computador
-query-blessings_apply = o número dos seus marcadores de Bênção que se aplicam a esta oração
-query-tally_total = o número de cartas que a oração contou
-query-blessings_held = o número dos seus marcadores de Bênção

## Tipos de carta

-type-common_card =
    { $case ->
       *[nom]
        { $count ->
            [one] carta Comum
           *[other] cartas Comuns
        }
        [shown] uma carta Comum
    }
    .gender = feminine
-type-faction_card =
    { $case ->
       *[nom]
        { $count ->
            [one] carta da facção
           *[other] cartas da facção
        }
        [shown] uma carta da facção
    }
    .gender = feminine
-type-faction_board =
    { $count ->
        [one] tabuleiro da facção
       *[other] tabuleiros da facção
    }
    .gender = masculine
-type-rule =
    { $count ->
        [one] regra
       *[other] regras
    }
    .gender = feminine

## Etiquetas: cores, tipos, bens de acordo

-tag-brown = castanho
-tag-grey = cinzento
-tag-red = vermelho
-tag-pink = rosa
-tag-gold = dourado
-tag-black = preto
-tag-blue = azul
-tag-violet = violeta
-tag-orange = laranja
-tag-production =
    { $case ->
       *[nom]
        { $count ->
            [one] local de Produção
           *[other] locais de Produção
        }
        [shown] um local de Produção
    }
    .gender = masculine
-tag-feature =
    { $case ->
       *[nom]
        { $count ->
            [one] local de Característica
           *[other] locais de Característica
        }
        [shown] um local de Característica
    }
    .gender = masculine
-tag-action =
    { $case ->
       *[nom]
        { $count ->
            [one] local de Ação
           *[other] locais de Ação
        }
        [shown] um local de Ação
    }
    .gender = masculine
-tag-twice = usável duas vezes por rodada
-tag-ruins =
    { $count ->
        [one] Ruínas
       *[other] Ruínas
    }
    .gender = feminine
-tag-newlyweds = Recém-casados
-tag-deal_wood = acordo que dá Madeira
-tag-deal_stone = acordo que dá Pedra
-tag-deal_food = acordo que dá Alimento
-tag-deal_gold = acordo que dá Ouro
-tag-deal_worker = acordo que dá Trabalhador
-tag-deal_raze = acordo que dá marcador de Destruição
-tag-deal_card = acordo que dá carta
-tag-deal_vp = acordo que dá PV

## Chaves de efeito

-key-production = Produção
-key-action = Ação
-key-raze = Campo de destruição
-key-deal = Acordo
-key-built = Característica: cada vez que você constrói
-key-dealt = Característica: cada vez que você faz um acordo
-key-store = Na limpeza
-key-cost = Custo
-key-before = Antes da oração
-key-tokens = Com marcadores de Bênção
-key-after = Depois de comprar

## O jogo e os seus módulos

-game-imperial-settlers = Imperial Settlers
-module-core = Imperial Settlers (jogo base)
-module-aztecs = Imperial Settlers: Astecas

## Modelos

-template-restock = refaça o baralho Comum
-template-restock_own = refaça o seu baralho da facção
-template-draw_common = compre uma carta Comum
-template-draw_own = compre uma carta da facção
-template-draw_card = compre uma carta
-template-reveal_lookout = revele as cartas da vigia
-template-counter_clockwise = o jogador em sentido anti-horário, para
-template-build_location = construa um local
-template-give_up_location = descarte um dos seus locais ou fundações
-template-make_deal = faça um acordo
-template-raze_card = destrua uma carta da sua mão
-template-raze_location = destrua um local do jogador tantos lugares à sua esquerda
-template-activate_location = ative um local de Ação
-template-spend_workers = gaste Trabalhadores
-template-worker_good = um Recurso ou uma carta por dois Trabalhadores
-template-defend = coloque o seu marcador de Defesa
-template-tidy_up = descarte o que não pode guardar
-template-tidy_more = marcadores de Bênção e cartas guardadas na limpeza
-template-pray = Ore
-template-amen = termine a oração
-template-draw_prayer = compre as cartas da oração
-template-add_stored = junte cartas guardadas
-template-pile = as cartas da oração da cor
-template-count_pile = conte as cartas da oração
-template-count_tokens = conte os seus marcadores de Bênção como cartas
-template-blessing_bonus = o bônus das Bênçãos
-template-tricolour_counts = o marcador tricolor conta
-template-pick_colour = escolha a cor da oração
-template-pick_token_colour = escolha a cor de um marcador de Bênção que você tem
-template-only = conte só
-template-only_held = conte só, tendo o seu marcador
-template-one_more = mais uma carta de
-template-clear_asks = esqueça as cores da oração
-template-clear_tallies = esqueça as contagens da oração
-template-ask_brown = conte as cartas castanhas
-template-ask_grey = conte as cartas cinzentas
-template-ask_red = conte as cartas vermelhas
-template-ask_pink = conte as cartas rosa
-template-ask_gold = conte as cartas douradas
-template-ask_black = conte as cartas pretas
-template-ask_blue = conte as cartas azuis
-template-ask_violet = conte as cartas violeta
-template-ask_white = conte as cartas brancas
-template-ask_any = conte as cartas de qualquer cor
-template-ask_deal_colour = conte a cor do bem que o acordo feito dá
-template-spend_matching = gaste Recursos correspondentes
-template-keep_a_blessing = guarde um marcador de Bênção
-template-keep_only = guarde só
-word-announce = anuncie uma cor
-word-choose = escolha uma cor
-word-named = as cores que a carta nomeia

## Cartas e regras

-component-setup_game = Preparação
-component-setup_player = A preparação de um jogador
-component-take_faction = Pegue uma facção
-component-lookout = Vigia
-component-production = Produção
-component-action_turn = Uma vez na fase de ações
-component-cleanup = Limpeza
-component-final_scoring = Pontuação final
-component-announce = Anunciar uma cor
-component-choose = Escolher uma cor
-component-named = As cores que a carta nomeia
-component-aztec-hints = O que os jogadores do computador valorizam com os Astecas
-component-armorer = Armeiro
-component-lords-fields = Campos do Senhor
-component-masons-guild = Guilda dos Pedreiros
-component-castle = Castelo
-component-wood-storage = Depósito de Madeira
-component-ruins = Ruínas
-component-quarry = Pedreira
-component-woodcutters-trail = Trilha dos Lenhadores
-component-hamlet = Aldeia
-component-grain-field = Campo de Cereais
-component-watchtower = Torre de Vigia
-component-gold-stream = Riacho de Ouro
-component-monument = Monumento
-component-demo-assayers-yard = Oficina do Ensaiador (demo)
-component-newlyweds = Recém-casados
-component-demo-board = Tabuleiro da facção de demonstração
-component-demo-lumber-camp = Acampamento Madeireiro (demo)
-component-demo-barracks-yard = Pátio do Quartel (demo)
-component-demo-cottages = Casebres (demo)
-component-demo-stoneworks = Cantaria (demo)
-component-demo-treasury = Tesouraria (demo)
-component-demo-scriptorium = Scriptorium (demo)
-component-demo-war-camp = Acampamento de Guerra (demo)
-component-demo-market-hall = Mercado Coberto (demo)
-component-demo-guild-house = Casa da Guilda (demo)
-component-demo-harbour = Porto (demo)
-component-demo-orchard = Pomar (demo)
-component-demo-monument-hill = Colina do Monumento (demo)
-component-demo-trade-post = Entreposto (demo)
-component-demo-warehouse = Armazém (demo)
-component-demo-arena = Arena (demo)
-component-demo-palace = Palácio (demo)
-component-demo-workshop = Oficina (demo)
-component-demo-watch-fort = Forte de Vigia (demo)
-component-aztec-board = Tabuleiro da facção asteca
-component-sacrificial-altar = Altar Sacrificatório
-component-temple-of-the-rising-sun = Templo do Sol Nascente
-component-voice-of-the-gods = Voz dos Deuses
-component-chapel-of-mars = Capela de Marte
-component-itinerant-priest = Sacerdote Itinerante
-component-fuji-apple-festival = Festival da Maçã Fuji
-component-demo-maize-terraces = Terraços de Milho (demo)
-component-demo-feather-workshop = Oficina de Plumas (demo)
-component-demo-obsidian-armoury = Arsenal de Obsidiana (demo)
-component-demo-shrine-of-offerings = Santuário das Oferendas (demo)
-component-demo-reliquary = Relicário (demo)
-component-demo-sun-calendar = Calendário Solar (demo)
-component-demo-rain-pyramid = Pirâmide da Chuva (demo)
-component-demo-keeper-of-blessings = Guardião das Bênçãos (demo)
-component-demo-chinampa = Chinampa (demo)
-component-demo-offering-basket = Cesto de Oferendas (demo)
-component-demo-eagle-messenger = Mensageiro Águia (demo)
-component-useful-markus = Markus Útil
-component-sturdy-foundations = Fundações Resistentes
-component-shrine-of-thoth = Santuário de Thoth
-component-demo-great-teocalli = Grande Teocalli (demo)

## Chamadas de templates (docs/translating.md): as variáveis são os parâmetros

template-counter_clockwise-call = o { $p }.º jogador em sentido anti-horário a partir da direita do primeiro jogador da rodada
template-raze_location-call = { $k ->
    [one] destrua um local do jogador 1 lugar à sua esquerda
   *[other] destrua um local do jogador { $k } lugares à sua esquerda
}
template-pray-call = { $mode_word ->
    [announce] anuncie uma destas cores e ore { $cards }
    [choose] ore { $cards } e escolha uma destas cores
   *[other] ore { $cards }
}
template-draw_prayer-call = compre { $cards } cartas Comuns para a oração
template-pile-call = as cartas { $col } da oração
template-only-call = se { $colour }, só essa cor conta
template-only_held-call = se { $colour } e { $held } é pelo menos 1, só essa cor conta
template-one_more-call = se { $counted }, some 1 a { $tally }
template-keep_only-call = guarde só a sua { $token }

## Data fields (datum, fill … where)

-field-faction = facção

## data values (fill … where faction VALUE)

-word-aztecs = os astecas
-word-demo = a facção de demonstração

## template parameters as placeholders (-param-NAME, shown in capitals)

-param-cards = cartas
-param-mode = modo
-param-colour = cor
-param-token = marcador
-param-tally = contagem
-param-col = cor
-param-held = tidos
-param-counted = contados

## As fases de uma rodada, como o registro de uma partida as nomeia (event-phase)

-phase-lookout = vigia
-phase-production = produção
-phase-action = ações
-phase-cleanup = limpeza

## Uma carta jogada da mão passa por `site` enquanto os seus efeitos correm: a pergunta e o
## registo dizem "joga" e onde a carta fica, não o lugar por onde passa (docs/translating.md)
ask-put-to-site = Que carta { $supply_de } é jogada?
log-put-to-site = { $who } joga { $what } { $source_de }
log-deal-from-site =
    { $what } { $count ->
        [one] vai
       *[other] vão
    } para { $target }

## A player's own supply as a bare label, in the one-line panels of the other players (`teotl play`)
-supply-faction-label = Tabuleiro da facção
-supply-faction_deck-label = Baralho da facção
-supply-faction_discard-label = Descarte da facção
-supply-hand-label = Mão
-supply-empire-label = Império
-supply-site-label = Em construção
# o que um suprimento contém, ao contar ("o número de cartas no seu império que mostram vermelho")
-supply-empire-items = cartas no seu império
-supply-site-items = cartas sendo construídas ou em acordo
-supply-prayer-items = cartas da oração
-supply-deals-label = Acordos
-supply-foundations-label = Fundações
-supply-stored-label = Guardadas
-supply-stored_round-label = Guardadas na rodada

# O que as suas reservas contêm, nas frases do motor ("mova a carta do topo do baralho Comum")

-item =
    { $count ->
       *[one] carta
        [other] cartas
    }
    .gender = feminine
