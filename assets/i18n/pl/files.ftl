# Dokąd trafiają pliki gry: nazwa wpisana w oknie Zapisz lub Otwórz oraz autozapis znaleziony przy starcie.
files-type-a-name = wpisz nazwę pliku
# $error to przyczyna (po angielsku: pochodzi z czytnika plików).
files-autosave-unreadable = Nie udało się odczytać automatycznie zapisanej partii: { $error }
files-autosave-unreadable-kept = Nie udało się odczytać automatycznie zapisanej partii: { $error }; zachowano ją jako { $kept }
