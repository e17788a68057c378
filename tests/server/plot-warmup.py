#!/usr/bin/env python3
# plot-warmup.py DATA.json OUT.png — draws bench.py --warmup's requests/s over time, one line per configuration and run (matplotlib: Debian's python3-matplotlib).
import json
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402


def main():
    data = json.load(open(sys.argv[1]))
    with_cpu = all("cpu" in r for r in data["runs"])
    with_jit = all("slices" in r for r in data["runs"])   # warmup.py: the JIT's work per slice
    rows = 1 + with_cpu + with_jit
    fig, axes = plt.subplots(rows, 1, figsize=(8, 3.8 * rows + 0.5), squeeze=False)
    ax = axes[0][0]
    colors = {}
    palette = ["tab:blue", "tab:orange", "tab:green", "tab:red"]
    for run in data["runs"]:
        color = colors.setdefault(run["config"], palette[len(colors) % len(palette)])
        xs = [data["slice"] * (j + 1) for j in range(len(run["rps"]))]
        ax.plot(xs, run["rps"], color=color, linestyle="-" if run["run"] % 2 else "--",
                label=f"{run['config']} (run {run['run']}: {run['total']} requests)")
    ax.set_xlabel("seconds since a cold start")
    ax.set_ylabel(f"requests/s (per {data['slice']} s slice)")
    ax.set_title(f"hop serve behind nginx from a cold start: {data['page']}, c={data['c']}, "
                 f"{data['threads']} request threads", fontsize=9)
    ax.set_ylim(bottom=0)
    ax.legend(fontsize=7)
    if with_cpu:
        # Requests per CPU-second of the hop process: the other sessions' load changes this least.
        bx = axes[1][0]
        for run in data["runs"]:
            xs = [data["slice"] * (j + 1) for j in range(len(run["rps"]))]
            ys = [r * data["slice"] / c if c > 0 else 0 for r, c in zip(run["rps"], run["cpu"])]
            bx.plot(xs, ys, color=colors[run["config"]], linestyle="-" if run["run"] % 2 else "--",
                    label=f"{run['config']} (run {run['run']}: {run['total'] / max(sum(run['cpu']), 1e-9):.0f} per CPU-s)")
        bx.set_xlabel("seconds since a cold start")
        bx.set_ylabel("requests per CPU-second of hop")
        bx.set_ylim(bottom=0)
        bx.legend(fontsize=7)
    if with_jit:
        # Time the request threads spent translating, per slice: the work concurrent JIT threads share.
        cx = axes[rows - 1][0]
        for run in data["runs"]:
            xs = [data["slice"] * (j + 1) for j in range(len(run["slices"]))]
            ys = [s["translateNs"] / 1e6 for s in run["slices"]]
            total = sum(s["translations"] for s in run["slices"])
            cx.plot(xs, ys, color=colors[run["config"]], linestyle="-" if run["run"] % 2 else "--",
                    label=f"{run['config']} (run {run['run']}: {total} translations, {sum(ys) / 1e3:.2f} s)")
        cx.set_xlabel("seconds since a cold start")
        cx.set_ylabel("ms of translating per slice")
        cx.set_ylim(bottom=0)
        cx.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(sys.argv[2], dpi=90)


if __name__ == "__main__":
    main()
