### Advice to the computer players that modules add (agent_hint components).

-component-m6-greedy-value = Jogador guloso: obsidiana e grandes descobertas
-component-m8-greedy-value = Jogador guloso: um Xamã em pé
-component-m9-greedy-value = Jogador guloso: guerreiros no tabuleiro do Império
