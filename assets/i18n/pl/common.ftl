# Słowa, których używa wiele paneli. Najpierw nazwa języka w nim samym: pokazuje ją menu języka.
language-name = Polski
# Separator dziesiętny liczb, np. ocen (+0,45).
number-decimal-separator = ,

side-white = Białe
side-black = Czarne
result-wins = { $side } wygrywają
result-draw = Remis

# Przyciski i wiersze wspólne dla wielu okien.
cancel = Anuluj
copy = Kopiuj
next-game-in = Następna partia za { $seconds } s

# Szybkości animacji.
speed-instant = Natychmiast
speed-fast = Szybko
speed-normal = Normalnie
speed-slow = Wolno
