#!/bin/sh
# Regenerates the reference server's synthetic sample clips (apps/server/assets/video), committed
# so a fresh clone plays video without ffmpeg or network. Needs ffmpeg (Debian: apt-get install ffmpeg).
# H.264 baseline, no audio, 320×180, 10 fps, 6 s: plays in Debian's Chromium (see decision 0116).
set -e
out="$(dirname "$0")/../apps/server/assets/video"
mkdir -p "$out" && cd "$out"
gen() { # name lavfi-source
  ffmpeg -loglevel error -y -f lavfi -i "$2" -t 6 -r 10 -vf "scale=320:180,format=yuv420p" -c:v libx264 -profile:v baseline -level 3.0 \
    -preset veryslow -b:v 36k -maxrate 48k -bufsize 96k -g 20 -keyint_min 20 -sc_threshold 0 -an -movflags +faststart "$1.mp4"
  # Three 2 s MPEG-TS segments of the same clip: the server loops them as a camera's live HLS stream.
  ffmpeg -loglevel error -y -i "$1.mp4" -c copy -f hls -hls_time 2 -hls_list_size 0 -hls_segment_filename "$1-%d.ts" "$1.m3u8"
  rm "$1.m3u8"
  for f in "$1"-*.ts; do mv "$f" "${f%.ts}.mpegts"; done   # not .ts: TypeScript would read them
  ffmpeg -loglevel error -y -i "$1.mp4" -frames:v 1 -q:v 8 "$1.jpg"   # poster / alarm snapshot
}
gen sample1 "testsrc2=size=320x180:rate=10"
gen sample2 "smptehdbars=size=320x180:rate=10"
gen sample3 "mandelbrot=size=320x180:rate=10"
