### L’écran de `teotl play` dans le terminal (teotl.play) : le cadre, les commandes, l’aide, la sauvegarde.
### Les phrases du jeu lui-même (questions, options, journal) sont dans play-text.ftl.

## L’écran
screen-title = { $game } — { $count } joueurs : { $seats }, graine { $seed }
screen-resumed = Reprise après { $count ->
    [one] { $count } réponse
   *[other] { $count } réponses
}
screen-round = manche { $round }
screen-you = vous
screen-nobody = personne
screen-player = Joueur { $number }
screen-used = (utilisé)
screen-hidden-count = { $count } face cachée
screen-waiting = on attend { $name }
screen-thinking = { $name } réfléchit…
# after a name that heads a line ("Your hand: …", "Ana: Which tile?")
screen-label-end = { " : " }
screen-more-options = … { $count } de plus : tapez options pour toutes les voir
screen-commands = répondez par un numéro ou un nom · montrer · expliquer NOM · journal · aide · annuler · sauver FICHIER · quitter
screen-supplies = Réserves
screen-ring = Les plateaux, dans le sens horaire
screen-spots = { $count ->
    [one] { $count } emplacement
   *[other] { $count } emplacements
}
screen-legend-pieces = { $mark } : pièce de { $name } de { -level } { $level } · une lettre après le joueur : une autre sorte de pièce · * : bloquée
screen-tracks = Pistes
screen-legend-tracks = une lettre : le marqueur d’un joueur · souligné : une case avec récompense · gras : une case pour un seul joueur à la fois
screen-slots-laid = { $grid } : { $laid } places sur { $slots } occupées, { $spots } cases sur { $spot_count }
screen-legend-grid = numéros de ligne et de colonne autour de la grille ; le chiffre après une icône : le niveau de la tuile posée dessus ·
screen-spots-taken = cases : { $taken } prises, { $free } libres
screen-graph-empty = rien encore
screen-legend-graph = une lettre : la pièce d’un joueur (avec la première lettre de son chemin) · • : la marque d’un joueur · → : où mène un chemin
screen-grid-empty = aucune tuile encore
screen-legend-cells = une lettre : la tuile d’un joueur · un nombre entre deux tuiles : les pièces sur ce bord · un nombre sur jaune : une option
screen-legend-cells-compact = ²A₁ : 2 pièces sur le bord du haut de la tuile de A, 1 sur celui du bas
screen-printed = imprimé :
screen-more-log = … { $count } nouvelles lignes de plus au-dessus : tapez journal { $total } pour toutes les lire
screen-reminder = (tapez 1-{ $count }, ou aide)
screen-no-such-name = rien ici ne s’appelle « { $name } » : donnez le numéro d’une option ou un nom tel qu’il est affiché
screen-not-for-players = ce n’est pas une règle pour les joueurs : une étape que le moteur réserve à un module, ou un conseil aux joueurs automatiques

## Chacun son tour au même terminal
screen-pass = Passez le terminal à { $name }.
screen-press-enter = { $name }, appuyez sur Entrée quand vous êtes prêt.

## Commandes
help-title = Les commandes :
help-answer = 1, 2, … ou le début du nom d’une option : répondre (LIGNE,COLONNE répond par une case)
help-show = montrer : tout ce que vous pouvez voir ; montrer NOM : le texte de règle d’un élément
help-explain = expliquer NOM ou expliquer 2 : le texte de règle d’un élément, ou de l’élément d’une option
help-log = journal, journal 50 : les dernières lignes du journal de la partie
help-options = options : toutes les options avec leur aperçu entier
help-undo = annuler : reprendre votre dernière réponse
help-save = sauver FICHIER : écrire l’enregistrement de la partie (reprenez-la avec teotl play --load FICHIER)
help-quit = quitter : quitter la partie (elle est d’abord enregistrée)
help-help = aide : cette liste
help-words = les mots anglais (show, help, undo, quit, …) marchent aussi ; une réponse qui est un mot de commande est la commande (une option de ce nom : tapez son numéro)

## The command words, as typed (a comma list: the first is shown in the help and the hint line;
## the English words work in every language)
command-show = montrer, montre, montrez
command-explain = expliquer, explique, expliquez
command-log = journal
command-options = options
command-help = aide
command-undo = annuler, annule, annulez
command-save = sauver, enregistrer, sauve, sauvez, enregistre, enregistrez
command-quit = quitter, quitte, quittez

## Sauvegarde
screen-quit-confirm = Quitter la partie ? Elle sera d’abord enregistrée. (o/n)
screen-yes-words = o, oui, y, yes
screen-quit-cancelled = La partie continue.
screen-saved = enregistrement de la partie écrit dans { $path }
screen-save-failed = { $problem } ; la partie continue (essayez un autre fichier)
screen-undo-nothing = Rien à reprendre : vous n’avez encore rien répondu.
screen-undo-not-last = Rien repris : { $name } a répondu après votre dernière réponse.
screen-undo-done = Repris : { $question } — { $answer } ({ $count ->
    [one] { $count } réponse reprise
   *[other] { $count } réponses reprises
})
screen-left = partie laissée inachevée ; elle est enregistrée dans { $path } (reprenez-la avec teotl play --load { $path })
screen-left-unsaved = partie laissée inachevée, et elle n’a pas pu être enregistrée : { $problem }

## La fin
screen-final-scores = Scores finaux
screen-place = place
screen-seat = joueur
screen-agent = agent
screen-turn-limit = la partie a été arrêtée par la limite de tours

## Réponses qui ne veulent rien dire
reply-no-option = il n’y a pas d’option { $reply } : tapez 1-{ $count }, ou aide
reply-empty = tapez 1-{ $count }, ou aide
reply-unknown = « { $reply } » n’est pas une option : tapez 1-{ $count } (les chiffres 0-9), ou aide
reply-save-needs-file = donnez un nom de fichier : sauver FICHIER
reply-log-number = « { $reply } » n’est pas un nombre de lignes : journal, ou journal 20
reply-explain-needs-name = donnez un nom ou le numéro d’une option : expliquer NOM
reply-ambiguous = « { $reply } » correspond à plusieurs options ({ $numbers }) : tapez le numéro
reply-not-utf8 = cette ligne n’est pas du texte UTF-8 : tapez 1-{ $count }, ou aide
