### Advice to the computer players that modules add (agent_hint components).

-component-m6-greedy-value = Greedy agent: obsidian and great discoveries
-component-m8-greedy-value = Greedy agent: a standing Shaman
-component-m9-greedy-value = Greedy agent: warriors on the Empire board
