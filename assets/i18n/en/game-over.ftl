# The Game over panel.
game-over-title = Game over
game-over-players = White: { $white } · Black: { $black } · { $plies ->
        [one] 1 ply
       *[other] { $plies } plies
    }
game-over-new-game = New game…
game-over-rematch = Rematch
game-over-rematch-hover = The same players, colours swapped
game-over-review = Review
game-over-review-hover = See where the game turned: the engine scores every move
