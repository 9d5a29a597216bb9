# Puzzles: their themes, and a puzzle as a lesson of one step.
puzzles-theme-liberation = liberation
puzzles-theme-promotion = promotion
puzzles-theme-multi-jump = multi-jump
puzzles-theme-sacrifice = sacrifice
puzzles-theme-block = block
puzzles-theme-officer-capture = officer-capture
puzzles-theme-win = win
puzzles-title = Puzzle { $id }
puzzles-about = A position from self-play with one winning move.
puzzles-step-title = Puzzle { $id } · difficulty { $difficulty }
puzzles-say = { $side } to move has one move that wins by force or gains two men. The solution takes { $plies } { $plies ->
        [one] move
       *[other] moves
    } of yours.
puzzles-task = Find the winning move for { $side }.
puzzles-done = Solved!
