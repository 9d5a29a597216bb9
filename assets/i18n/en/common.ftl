# Words many panels use. The language's own name comes first: the language menu shows it.
language-name = English

side-white = White
side-black = Black
result-wins = { $side } wins
result-draw = Draw
