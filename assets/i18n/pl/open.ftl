# Okno „Otwórz”.
open-title = Otwórz zapisaną partię
open-file-name = Nazwa pliku (w folderze zapisów albo pełna ścieżka):
open-button = Otwórz
open-in-folder = W { $folder }:
open-none-yet = Nie ma jeszcze zapisanej partii.
