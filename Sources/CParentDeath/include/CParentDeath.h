#ifndef NETLAYER_C_PARENT_DEATH_H
#define NETLAYER_C_PARENT_DEATH_H

/// Asks the kernel to send `signal` to this process when the thread that
/// started it ends (Linux's `prctl(PR_SET_PDEATHSIG)`, which Swift cannot
/// call: `prctl` is variadic). Returns 0, or -1 where the system has no such
/// request.
int netlayer_set_parent_death_signal(int signal);

#endif
