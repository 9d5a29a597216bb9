# The Review window, and the lesson made of the player's mistakes.
review-window = Review
review-strength = Strength:
review-quick = Quick
review-deep = Deep
review-cancel = Cancel
review-start = Review
review-start-hover = The engine scores every position of the game
review-invite = Review the game to see where it turned.
review-progress = Scoring position { $done } of { $total }…
review-end = The end of the game.
review-practise = Practise my mistakes
review-practise-hover = Each position where you erred becomes a step to solve
review-practise-side = Practise a side's mistakes…
review-practise-side-hover = Nobody at this screen played this game: pick the side whose mistakes to practise
review-practise-which = Whose mistakes? Each position where that side erred becomes a step to solve.
review-graph-score = White's score
review-graph-shown = shown
review-graph-label = Ply { $ply }: { $score } (searched { $depth } plies deep)
review-depth = Compared with the engine's move { $depth } plies deep
review-loss-per-move = loss/move
review-throws-away-win = throws away a forced win
review-loses = loses { $men } men
review-better = { $move } { $lost }. Better was { $better } ({ $score }), the arrow on the board; the engine's line: { $line }
# $class is "mistake" or "blunder".
review-lesson-step-title = Your move { $number }
review-lesson-say = In the game you played { $move } here, a { $class } by the engine's count.
review-lesson-task = Find a better move than { $move }.
review-lesson-hint = Look at every capture, and at what each move lets the opponent do.
review-lesson-done = Yes: { $better } is the engine's choice.
review-lesson-title = Your mistakes
review-lesson-about = Positions from your game where a better move was there to find.
# A side's mistakes, in a game nobody at this screen played. $side is "White" or "Black".
review-lesson-side-step-title = { $side }'s move { $number }
review-lesson-side-say = In the game { $side } played { $move } here, a { $class } by the engine's count.
review-lesson-side-title = { $side }'s mistakes
review-lesson-side-about = Positions from the game where { $side } had a better move to find.
