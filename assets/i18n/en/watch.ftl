# The Watch panel, while the computer plays both sides.
watch-title = Watch
watch-white = White: { $player }
watch-black = Black: { $player }
watch-ply = ply { $ply }
watch-ply-of = ply { $ply } of { $limit }
watch-resume = Resume
watch-pause = Pause
watch-step = Step
watch-step-hover = Play one move
watch-restart = Restart
watch-restart-hover = The same players from the start
watch-delay = Delay:
watch-animation = Animation:
watch-ply-limit = Ply limit:
watch-ply-limit-hover = Draw after this many plies (0: none); from the next game
watch-endless = Endless: next game by itself
watch-clear-scores = Clear scores
watch-scores-after = Scores after { $games } { $games ->
        [one] game
       *[other] games
    }
watch-won = won
watch-drawn = drawn
watch-lost = lost
watch-white-row = As White, either level
watch-white-row-hover = The games as White scored them, whichever level played White: does the first move help?
