# The Review window, and the lesson made of the player's mistakes.
review-window = Review
review-strength = Strength:
review-quick = Quick
review-deep = Deep
review-cancel = Cancel
review-start = Review
review-start-hover = The engine scores every position of the game
review-invite = Review the game to see where it turned.
review-progress = { $done } of { $total } positions
review-end = The end of the game.
review-practise = Practise my mistakes
review-practise-hover = Each position where you erred becomes a step to solve
review-graph-score = White's score
review-graph-shown = shown
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
