# The Save window.
save-title = Save the game
save-file-name = File name (.json, or .pgn for a game file):
save-replaces = A file of that name exists: Save replaces it.
save-button = Save
