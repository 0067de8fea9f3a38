"""Make the picture fixtures with ImageMagick, and what they must decode to.

Run from this folder: ``python3 make.py`` (needs ``convert``).  Each source is
13 x 11 pixels (odd sizes exercise bit packing and every Adam7 pass); each
fixture is read back by ImageMagick (``convert FILE -depth 8 rgba:-``) and
its grey levels, worked out from those RGBA values by mazetk's formula
(0.299 R + 0.587 G + 0.114 B rounded, then alpha over white, rounded), go
into ``expected.json``.  So
the test compares mazetk's decoder with ImageMagick's, pixel by pixel.
"""

import json
import os
import subprocess

W, H = 13, 11


def pam(name, depth, tupltype, pixel):
    with open(name, "wb") as f:
        f.write(b"P7\nWIDTH %d\nHEIGHT %d\nDEPTH %d\nMAXVAL 255\nTUPLTYPE %s\nENDHDR\n"
                % (W, H, depth, tupltype))
        f.write(bytes(v for y in range(H) for x in range(W) for v in pixel(x, y)))


def colour(x, y):
    return ((x * 37 + y * 11) % 256, (x * 5 + y * 61) % 256, (x * y * 7 + 3) % 256)


ALPHAS = (0, 64, 128, 200, 255, 255)
PAL = [(0, 0, 0), (255, 255, 255), (200, 30, 40), (20, 180, 60), (40, 50, 220), (250, 240, 10),
       (128, 128, 128), (90, 10, 120), (10, 100, 100), (255, 128, 0), (60, 60, 60),
       (180, 180, 250), (120, 70, 20), (240, 150, 200), (0, 60, 0), (30, 0, 80)]


def sources():
    pam("s-rgba.pam", 4, b"RGB_ALPHA", lambda x, y: colour(x, y) + (ALPHAS[(x + 2 * y) % 6],))
    pam("s-rgb.pam", 3, b"RGB", colour)
    pam("s-grey.pam", 1, b"GRAYSCALE", lambda x, y: ((x * 19 + y * 23) % 256,))
    pam("s-grey4.pam", 1, b"GRAYSCALE", lambda x, y: ((x + 3 * y) % 16 * 17,))
    pam("s-grey2.pam", 1, b"GRAYSCALE", lambda x, y: ((x + y) % 4 * 85,))
    pam("s-bw.pam", 1, b"GRAYSCALE", lambda x, y: (255 * ((x * x + y) % 3 == 0),))
    pam("s-ga.pam", 2, b"GRAYSCALE_ALPHA",
        lambda x, y: ((x * 19 + y * 23) % 256, ALPHAS[(x + y) % 6]))
    pam("s-pal16.pam", 3, b"RGB", lambda x, y: PAL[(x * 3 + y * 5) % 16])
    pam("s-pal4.pam", 3, b"RGB", lambda x, y: PAL[2 + (x + 2 * y) % 4])
    pam("s-pal2.pam", 3, b"RGB", lambda x, y: PAL[2 + (x * y) % 2])
    pam("s-palalpha.pam", 4, b"RGB_ALPHA",
        lambda x, y: PAL[(x + y) % 8] + ((0, 100, 255, 255)[(x * y) % 4],))
    pam("s-key.pam", 4, b"RGB_ALPHA",
        lambda x, y: (PAL[6] + (0,)) if (x + y) % 3 == 0 else colour(x, y) + (255,))


def png(src, out, *options):
    """The command; an option ending in a colon is the output's prefix (``PNG8:``)."""
    prefix = "".join(o for o in options if o.endswith(":"))
    return (["convert", src, "-strip"] + [o for o in options if not o.endswith(":")]
            + [prefix + out])


def fixtures():
    jobs = []
    for depth, src in ((1, "s-bw"), (2, "s-grey2"), (4, "s-grey4"), (8, "s-grey"), (16, "s-grey")):
        jobs.append((src, "png-g%d" % depth, "png", ["-define", "png:color-type=0",
                                                       "-define", "png:bit-depth=%d" % depth]))
    for depth, src in ((1, "s-pal2"), (2, "s-pal4"), (4, "s-pal16"), (8, "s-rgb")):
        jobs.append((src, "png-p%d" % depth, "png", ["-define", "png:color-type=3",
                                                       "-define", "png:bit-depth=%d" % depth]))
    for ctype, name, src in ((2, "rgb", "s-rgb"), (4, "ga", "s-ga"), (6, "rgba", "s-rgba")):
        for depth in (8, 16):
            jobs.append((src, "png-%s%d" % (name, depth), "png",
                         ["-define", "png:color-type=%d" % ctype,
                          "-define", "png:bit-depth=%d" % depth]))
    jobs.append(("s-palalpha", "png-p8-trns", "png", ["PNG8:"]))
    jobs.append(("s-key", "png-rgb8-trns", "png", ["-define", "png:color-type=2"]))
    jobs += [(s, n + "-adam7", e, o + ["-interlace", "PNG"]) for s, n, e, o in list(jobs)]
    jobs.append(("s-pal16", "gif-pal16", "gif", []))
    jobs.append(("s-pal16", "gif-pal16-interlaced", "gif", ["-interlace", "GIF"]))
    jobs.append(("s-rgb", "gif-rgb", "gif", []))
    jobs.append(("s-palalpha", "gif-transparent", "gif", []))
    jobs.append(("s-bw", "pbm-plain", "pbm", ["-compress", "none"]))
    jobs.append(("s-bw", "pbm-raw", "pbm", []))
    jobs.append(("s-grey", "pgm-plain", "pgm", ["-compress", "none"]))
    jobs.append(("s-grey", "pgm-raw", "pgm", []))
    jobs.append(("s-grey", "pgm-raw16", "pgm", ["-depth", "16"]))
    jobs.append(("s-rgb", "ppm-plain", "ppm", ["-compress", "none"]))
    jobs.append(("s-rgb", "ppm-raw", "ppm", []))
    jobs.append(("s-rgb", "ppm-raw16", "ppm", ["-depth", "16"]))
    jobs.append(("s-rgba", "pam-rgba", "pam", []))
    jobs.append(("s-ga", "pam-ga", "pam", []))
    return jobs


def grey_of(rgba):
    out = bytearray()
    for i in range(0, len(rgba), 4):
        r, g, b, a = rgba[i:i + 4]
        level = (299 * r + 587 * g + 114 * b + 500) // 1000
        out.append((level * a + 255 * (255 - a) + 127) // 255)
    return out


def main():
    sources()
    expected = {}
    for src, name, ext, options in fixtures():
        out = "%s.%s" % (name, ext)
        subprocess.run(png(src + ".pam", out, *options), check=True)
        rgba = subprocess.run(["convert", out, "-depth", "8", "rgba:-"], check=True,
                              stdout=subprocess.PIPE).stdout
        size = subprocess.run(["identify", "-format", "%w %h", out], check=True,
                              stdout=subprocess.PIPE).stdout.split()
        assert [int(v) for v in size] == [W, H], (out, size)
        expected[out] = {"grey": grey_of(rgba).hex(),
                         "alpha": any(rgba[i] < 255 for i in range(3, len(rgba), 4))}
    with open("gif-pal16.gif", "rb") as f:
        data = f.read()
    with open("gif-pal16-87a.gif", "wb") as f:
        f.write(b"GIF87a" + data[6:])
    expected["gif-pal16-87a.gif"] = expected["gif-pal16.gif"]
    for name in os.listdir("."):
        if name.startswith("s-"):
            os.remove(name)
    with open("expected.json", "w") as f:
        json.dump(expected, f, indent=0, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main()
