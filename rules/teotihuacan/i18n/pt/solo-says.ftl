### O que o Teotibot diz no registro (`say KEY`; o texto inglês está em `data.says` do módulo solo).


## Teotibot

-says-alchemy = pega uma tecnologia: tem ouro e um trabalhador na Alquimia
-says-alchemy_fallback = melhora duas vezes o seu trabalhador mais fraco: sem ouro ou sem trabalhador na Alquimia
-says-construction = constrói na pirâmide: tem 2 pedras e um trabalhador na Construção
-says-construction_quarry = pega 2 pedras: nenhuma ficha de pirâmide (falta pedra ou trabalhador), mas um trabalhador na Pedreira
-says-construction_fallback = recorre à alternativa: nenhuma ficha de pirâmide e nenhum trabalhador na Pedreira
-says-decorations = decora a pirâmide: tem 2 ouros e um trabalhador nas Decorações
-says-decorations_gold = pega 2 ouros: nenhuma decoração (falta ouro ou trabalhador), mas um trabalhador no Depósito de Ouro
-says-decorations_fallback = recorre à alternativa: nenhuma decoração e nenhum trabalhador no Depósito de Ouro
-says-nobles = constrói para os nobres: tem 2 madeiras e um trabalhador nos Nobres
-says-nobles_forest = pega 2 madeiras: nenhum edifício (falta madeira ou trabalhador), mas um trabalhador na Floresta
-says-nobles_fallback = recorre à alternativa: nenhum edifício e nenhum trabalhador na Floresta
-says-masks = pega de um espaço de adoração uma máscara que lhe falta
-says-masks_fallback = recorre à alternativa: nenhuma máscara que lhe falte e que possa pagar
-says-mastery = usa o seu trabalhador mais forte que pode agir no seu tabuleiro
-says-mastery_fallback = recorre à alternativa: nenhum dos seus trabalhadores pode agir no seu tabuleiro
-says-worship = move o seu adorador para o próximo espaço de adoração
-says-worship_new = envia o seu trabalhador mais fraco para adorar (o seu adorador foi desbloqueado)
-says-fallback = ganha 5 cacaus, troca cada 10 cacaus por PV e melhora o seu trabalhador mais fraco
-says-setup = prepara-se: 2 ouros, 2 pedras, 2 madeiras, trabalhadores nos tabuleiros 4, 6, 8 e o seu adorador nas Decorações
-says-final = pontua as sobras, as tecnologias e as fichas de bônus de templo

## Porque o Teotibot responde assim (`data.answers[I].why` do módulo solo, I a partir de 1)

-why-teotibot-1 = o recurso que tem em menor quantidade (empate: ouro, pedra, madeira)
-why-teotibot-2 = o seu templo mais alto onde ainda pode avançar (empate: azul, vermelho, verde)
-why-teotibot-3 = o seu bônus de ascensão vale sempre 5 PV (regra T6)
-why-teotibot-4 = nunca pega fichas de descoberta da Avenida dos Mortos (regra T5)
-why-teotibot-5 = a recompensa impressa de um passo grande, nunca uma ficha de descoberta
-why-teotibot-6 = gasta por último os recursos que substituem outros (obsidiana)
