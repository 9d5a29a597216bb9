# Wörter, die viele Fenster brauchen. Zuerst der eigene Name der Sprache: das Sprachmenü zeigt ihn.
language-name = Deutsch

side-white = Weiß
side-black = Schwarz
result-wins = { $side } gewinnt
result-draw = Remis
