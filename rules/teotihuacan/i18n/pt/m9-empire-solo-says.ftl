### O que o Teotibot diz no registro com o M9 (`say KEY` de m9-solo; o texto inglês está em `data.says`
### de rules/teotihuacan/expansion-period/m9-empire/solo/warriors.yaml).


## Teotibot e o Império

-says-empire = envia 2 guerreiros e constrói: tem 2 madeiras e um trabalhador na Conquista
-says-empire_forest = pega madeira e obsidiana: nenhum guerreiro nem edifício (falta madeira ou trabalhador), mas um trabalhador na Floresta
-says-empire_fallback = recorre à alternativa: nada a fazer no Império e nenhum trabalhador na Floresta
-says-region_mask = procura uma máscara que lhe falta entre as fichas compradas para a região
-says-region_no_mask = nenhuma máscara que lhe falte e que possa pagar entre elas: PV no lugar
-says-conquest_priest = gasta 2 obsidianas por 2 guerreiros depois de uma ação com resultado 6 a 8 (sacerdote S08)
