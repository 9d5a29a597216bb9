# Podgląd kolumny i etykiety wysokości nad wysokimi kolumnami.
inspector-column = { $square }: kolumna ({ $side }), wysokość { $height }
inspector-commander = dowódca
inspector-prisoner = jeniec
inspector-hint = od góry do dołu · przytrzymaj E, by rozsunąć
# Nad wysoką kolumną: jej wysokość, potem jej białe (B) i czarne (C) piony.
inspector-height-label = { $height } · { $white }B { $black }C
