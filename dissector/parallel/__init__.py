"""Capture sets on Dask: one partition per file, the seams stitched."""
