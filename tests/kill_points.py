"""What the kill tests' worker scripts share: each call of the file system's functions counted,
and the process killed (SIGKILL) at the `kill_at`-th, so that a test kills a write at every step
of it, one run per step, without timing. A worker defines `kill_at`, then runs `COUNTING` and
wraps the functions with `counted(module, name)`."""

COUNTING = r"""
steps = 0

def tick():
    global steps
    steps += 1
    if steps == kill_at:
        os.kill(os.getpid(), signal.SIGKILL)

def counted(module, name):
    real = getattr(module, name)
    def call(*args, **kwargs):
        tick()
        return real(*args, **kwargs)
    setattr(module, name, call)
"""
