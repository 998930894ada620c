"""A CPU sampler for any Python process of the bot or the benchmarks: ``sitecustomize.py`` here records
the main thread's stack every 2 ms of the process's CPU time when ``CPUPROBE_OUT`` names a directory, and
``python -m bench.sampler.report`` reads what it wrote (bench/README.md, "Round six")."""
