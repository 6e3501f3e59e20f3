### Advice to the computer players that modules add (agent_hint components).

-component-m6-greedy-value = Greedy agent: obsidian and great discoveries
-component-m8-greedy-value = Greedy agent: a standing Shaman
