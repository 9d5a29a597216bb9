# Where the game's files go: a name typed in Save or Open, and the autosave found at start.
files-type-a-name = type a file name
# $error is why (in English: it comes from the file reader).
files-autosave-unreadable = The autosaved game could not be read: { $error }
files-autosave-unreadable-kept = The autosaved game could not be read: { $error }; it was kept as { $kept }
