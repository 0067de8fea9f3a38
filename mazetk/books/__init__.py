"""The print studio's engine: worksheets and puzzle books as pages (:mod:`.book`)."""
