# Puzzles: their themes, a puzzle as learn plays it, and the puzzles' window.
puzzles-theme-liberation = liberation
puzzles-theme-promotion = promotion
puzzles-theme-multi-jump = multi-jump
puzzles-theme-sacrifice = sacrifice
puzzles-theme-block = block
puzzles-theme-officer-capture = officer-capture
puzzles-theme-win = win
puzzles-title = Puzzle { $id }
puzzles-say = { $side } to move has one move that wins by force or gains two men. The solution takes { $plies } { $plies ->
        [one] move
       *[other] moves
    } of yours.
puzzles-task = Find the winning move for { $side }.
puzzles-window = Puzzles
puzzles-about = Difficulty { $difficulty } · puzzle rating { $rating }
puzzles-themes = Themes: { $themes }
puzzles-your-rating = Your rating { $rating }{ $change } · solved { $solved } · streak { $streak }
puzzles-hint = Hint: the column on { $square } moves (it is lit). A solve now counts as missed.
puzzles-judging = The engine is looking at { $mv }…
puzzles-wrong-refuted = { $mv } loses: { $opponent } answers { $reply }, which { $effects }.
puzzles-wrong-misses = { $mv } misses the win: { $opponent } answers { $reply }.
puzzles-wrong-wins = { $mv } wins too, but the puzzle's move is another.
puzzles-wrong-answering = { $mv } is not the solution. { $opponent } is answering…
puzzles-retry-or-show = Retry, or let the puzzle show you the solution.
puzzles-watch = Watch the solution…
puzzles-solved = ✔ Solved at the first try!
puzzles-also-good = Also good: { $mv } is as good as the puzzle's { $solution }, by the engine's count.
puzzles-solved-later = Done, but not solved at the first try: it counts as missed.
puzzles-shown = Shown, not solved: that is the solution. It counts as missed.
puzzles-hint-button = Hint
puzzles-hint-button-hover = Light the column that moves (a solve after a hint counts as missed)
puzzles-retry = Retry
puzzles-retry-hover = Start the puzzle again (only the first try counts)
puzzles-show-me = Show me
puzzles-show-me-hover = Play the solution on the board
puzzles-next = Next puzzle ▶
puzzles-next-hover = An unsolved puzzle near your rating, with other themes than the last ones
puzzles-choose = Next from:
puzzles-any-difficulty = any difficulty
puzzles-difficulty = difficulty { $difficulty }
puzzles-any-theme = any theme
puzzles-leave = Leave puzzles
puzzles-leave-hover = Back to the game you were playing
puzzles-keep-going = ✔ Correct, keep going: { $found } { $found ->
        [one] move
       *[other] moves
    } found.
puzzles-solved-with-hint = Solved with a hint: not a clean solve, so it counts as missed.
