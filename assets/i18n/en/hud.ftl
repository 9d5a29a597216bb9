# The game panel: side to move, what to do now, the last move and the buttons.
hud-moving = Moving… (Space to finish)
hud-game-over-reason = Game over: { $reason }
hud-paused = Paused: Resume or Step in the Watch panel
hud-thinking = { $player } is thinking…
hud-waiting-online = Waiting for { $side }'s move (online)
hud-go-on-capturing = Go on capturing: pick a lit square
hud-capture-with = Capture with { $square }: pick a lit square
hud-move-from = Move { $square }: pick a lit square
hud-must-capture = Capture is compulsory: pick a column that can capture
hud-pick-column = Pick one of your columns
hud-to-move = { $side } to move
hud-game-over = Game over
hud-last-move = Last move: { $side } { $mv } (ply { $ply })
hud-no-move-yet = No move yet
hud-learn = 🎓 Learn
hud-learn-hover = Lessons on the board: the rules, then strategy
hud-puzzles = 🎯 Puzzles
hud-puzzles-hover = Tactics from self-play, one winning move each, and your rating
hud-classic-games = 📚 Classic games
hud-classic-games-hover = Replay Lasker's 1911 games and your own game files
hud-online = 🌐 Online…
hud-online-hover = Play a friend on a game server, or watch a game
hud-new-game = New game…
hud-edit-position = Edit position…
hud-edit-position-hover = Set up a position, then play or analyse it
hud-flip-view = Flip view
hud-finish = Finish
# The key that finishes the animation.
hud-finish-hover = Space
hud-view = View:
hud-view-reset = Reset
hud-animation = Animation:
hud-controls = Controls
hud-controls-click = Click a column, then a lit square.
hud-controls-cancel = Right click / Esc: cancel the selection
hud-controls-camera = Drag: orbit · right drag: pan · wheel: zoom
hud-controls-views = W / B / T / R: White, Black, top view, reset · F: flip
hud-controls-inspect = Hover a column to inspect it; hold E to spread it
hud-controls-finish = Space: finish the animation
hud-controls-look-back = PgUp PgDn Home End: look back through the moves
hud-controls-undo = Ctrl+Z / Ctrl+Y: undo / redo · M: sound on/off
hud-controls-keyboard = Keyboard: arrows move a cursor, Enter picks · Tab: type a move
hud-controls-keys = ?: every key
hud-title-free = { $game } · free setup
# Who plays: against the computer, or each side's computer.
hud-you-play = You play { $side } against the computer, level { $level } ({ $name })
hud-side-player = { $side }: { $player }
# A side's material (after its colour's dot): the columns it commands, its men in them, the prisoners it holds.
hud-material = { $columns ->
        [one] 1 column
       *[other] { $columns } columns
    } ({ $men ->
        [one] 1 man
       *[other] { $men } men
    }) · { $prisoners ->
        [one] 1 prisoner
       *[other] { $prisoners } prisoners
    }
hud-material-hover = { $side }: The columns a side commands, its own men in them, and the prisoners it holds (the opponent's men under its columns)
# Ending a game against the computer.
hud-resign = Resign
hud-resign-hover = Give up this game: the computer wins
hud-resign-ask = Resign this game? The computer wins.
hud-resign-sure = Yes, resign
hud-resign-cancel = Play on
hud-offer-draw = Offer draw
hud-offer-draw-hover = The computer accepts if it thinks it stands no better than you
hud-offer-draw-your-turn = Offer a draw on your turn
hud-offer-draw-wait = You may offer a draw again after { $plies ->
        [one] 1 more ply
       *[other] { $plies } more plies
    }
hud-draw-thinking = The computer weighs your offer…
hud-draw-declined = The computer declines: it thinks it stands better
