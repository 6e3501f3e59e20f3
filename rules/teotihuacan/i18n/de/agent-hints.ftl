### Advice to the computer players that modules add (agent_hint components).

-component-m6-greedy-value = Gieriger Spieler: Obsidian und große Entdeckungen
-component-m8-greedy-value = Gieriger Spieler: ein stehender Schamane
-component-m9-greedy-value = Gieriger Spieler: Krieger auf dem Reichsplan
