# The prompt at start for an unfinished autosaved game.
resume-title = Resume your unfinished game?
resume-about = White { $white } vs Black { $black } · { $plies ->
        [one] 1 ply
       *[other] { $plies } plies
    } · saved { $saved }
resume-resume = Resume
resume-new-game = New game
resume-new-game-hover = The autosaved game is discarded
