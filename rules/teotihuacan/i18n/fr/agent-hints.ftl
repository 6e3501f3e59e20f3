### Advice to the computer players that modules add (agent_hint components).

-component-m6-greedy-value = Joueur glouton : obsidienne et grandes découvertes
-component-m8-greedy-value = Joueur glouton : un chaman debout
-component-m9-greedy-value = Joueur glouton : guerriers sur le plateau de l’Empire
