# Words many panels use. The language's own name comes first: the language menu shows it.
language-name = English
# The decimal separator of numbers such as scores (+0.45).
number-decimal-separator = .

side-white = White
side-black = Black
result-wins = { $side } wins
result-draw = Draw

# Buttons and lines many windows share.
cancel = Cancel
copy = Copy
next-game-in = Next game in { $seconds } s

# The animation speeds.
speed-instant = Instant
speed-fast = Fast
speed-normal = Normal
speed-slow = Slow
