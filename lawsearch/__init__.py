"""lawsearch: the Laws of Duplicate Bridge, aligned across languages."""
__version__ = "0.1.0"
