### The terminal screen of `teotl play` (teotl.play): its frame, commands, help and lifecycle.
### The game's own sentences (prompts, options, log lines) are in play-text.ftl.

## The screen
screen-title = { $game } — { $count } players: { $seats }, seed { $seed }
screen-resumed = Resumed after { $count ->
    [one] { $count } answer
   *[other] { $count } answers
}
screen-round = round { $round }
screen-you = you
screen-nobody = nobody
screen-player = Player { $number }
screen-used = (used)
screen-hidden-count = { $count ->
    [one] { $count } face down
   *[other] { $count } face down
}
screen-waiting = waiting for { $name }
screen-thinking = { $name } is thinking…
# after a name that heads a line ("Your hand: …", "Ana: Which tile?")
screen-label-end = { ": " }
screen-more-options = … { $count } more: type options to see them all
screen-commands = answer with a number or a name · show · explain NAME · log · help · undo · save FILE · quit
screen-supplies = Supplies
screen-ring = The boards, clockwise
screen-spots = { $count ->
    [one] { $count } spot
   *[other] { $count } spots
}
screen-legend-pieces = { $mark }: { $name }’s piece of { -level } { $level } · a letter after the seat: another kind of piece · *: locked
screen-tracks = Tracks
screen-legend-tracks = a letter: a seat’s marker · underlined: a step with a reward · bold: a step one seat at a time
screen-slots-laid = { $grid }: { $laid } of { $slots } places laid, { $spots } of { $spot_count } spots
screen-legend-grid = row and column numbers round the grid; the digit after an icon: the level of the tile on it ·
screen-spots-taken = spots: { $taken } taken, { $free } free
screen-graph-empty = nothing there yet
screen-legend-graph = a letter: a seat’s piece (with the first letter of its path) · •: a seat’s mark · →: where a path leads
screen-grid-empty = no tile yet
screen-legend-cells = a letter: a seat’s tile · a number between tiles: the pieces on that edge · a number on yellow: an option
screen-legend-cells-compact = ²A₁: 2 pieces on the top edge of A’s tile, 1 on its bottom
screen-printed = printed:
screen-more-log = … { $count } more new lines above: type log { $total } to read them all
screen-reminder = (type 1-{ $count }, or help)
screen-no-such-name = nothing here is called “{ $name }”: give an option’s number or a name as it is shown
screen-not-for-players = not a rule for players: a step the engine keeps for a module, or advice to the computer players

## Taking turns at one terminal
screen-pass = Pass the terminal to { $name }.
screen-press-enter = { $name }, press Enter when you are ready.

## Commands
help-title = The commands:
help-answer = 1, 2, … or the start of an option’s name: answer (ROW,COLUMN answers a cell)
help-show = show: everything you may see; show NAME: a component’s rule text
help-explain = explain NAME or explain 2: the rule text of a component, or of an option’s component
help-log = log, log 50: the last lines of the game’s log
help-options = options: every option with its whole preview
help-undo = undo: take back your last answer
help-save = save FILE: write the game record (resume it with teotl play --load FILE)
help-quit = quit: leave the game (it is saved first)
help-help = help: this list
help-words = a reply that is a command word is the command (an option of that name: type its number)

## The command words, as typed (a comma list: the first is shown in the help and the hint line;
## the English words work in every language)
command-show = show
command-explain = explain
command-log = log
command-options = options
command-help = help
command-undo = undo
command-save = save
command-quit = quit

## Lifecycle
screen-quit-confirm = Leave the game? It will be saved first. (y/n)
screen-yes-words = y, yes
screen-quit-cancelled = The game goes on.
screen-saved = saved the game record to { $path }
screen-save-failed = { $problem }; the game goes on (try another file)
screen-undo-nothing = Nothing to undo: you have not answered anything yet.
screen-undo-not-last = Nothing undone: { $name } has answered since your last answer.
screen-undo-done = Undone: { $question } — { $answer } ({ $count ->
    [one] { $count } answer taken back
   *[other] { $count } answers taken back
})
screen-left = game left unfinished; it is saved to { $path } (resume it with teotl play --load { $path })
screen-left-unsaved = game left unfinished, and it could not be saved: { $problem }

## The end
screen-final-scores = Final scores
screen-place = place
screen-seat = seat
screen-agent = agent
screen-turn-limit = the game was stopped by the turn limit

## Replies that mean nothing
reply-no-option = there is no option { $reply }: type 1-{ $count }, or help
reply-empty = type 1-{ $count }, or help
reply-unknown = '{ $reply }' is not an option: type 1-{ $count } (the digits 0-9), or help
reply-save-needs-file = give a file name: save FILE
reply-log-number = '{ $reply }' is not a number of lines: log, or log 20
reply-explain-needs-name = give a name or an option’s number: explain NAME
reply-ambiguous = '{ $reply }' fits several options ({ $numbers }): type the number
reply-not-utf8 = that line is not UTF-8 text: type 1-{ $count }, or help
