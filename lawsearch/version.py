"""The version of lawsearch (also in pyproject.toml; a test holds the two equal)."""
__version__ = "0.1.0"
