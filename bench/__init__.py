"""Benchmarks (not tests): engine throughput against a peer engine. See bench/README.md."""
