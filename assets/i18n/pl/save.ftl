# Okno „Zapisz”.
save-title = Zapisz partię
save-file-name = Nazwa pliku (.json albo .pgn dla pliku partii):
save-replaces = Plik o tej nazwie istnieje: Zapisz go zastąpi.
save-button = Zapisz
