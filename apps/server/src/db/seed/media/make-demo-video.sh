#!/bin/sh
# Makes trading-system-guide.mp4, the demo video of the video centre: a 15 s
# animated title card with four steps, 960x540, H.264 main + yuv420p + faststart (plays in
# every browser, seeks before it is fully loaded). The .mp4 is committed; CI needs no ffmpeg.
# Run from anywhere: sh apps/server/src/db/seed/media/make-demo-video.sh
# Made with ffmpeg 5.1 (Debian 12) and fonts-wqy-microhei.
set -eu
cd "$(dirname "$0")"
FONT=/usr/share/fonts/truetype/wqy/wqy-microhei.ttc
# A line of text shown from $2 to $3 seconds, fading in and out over 0.4 s.
line() { # text start end size y colour
  printf "drawtext=fontfile=%s:text='%s':fontsize=%s:fontcolor=%s:x=(w-text_w)/2:y=%s:enable='between(t,%s,%s)':alpha='min(1,min((t-%s)/0.4,(%s-t)/0.4))'" \
    "$FONT" "$1" "$4" "$6" "$5" "$2" "$3" "$2" "$3"
}
step() { # n title detail start end
  echo "$(line "$2" "$4" "$5" 46 210 white),$(line "$3" "$4" "$5" 28 290 0xD6E2F5),$(line "$1 / 4" "$4" "$5" 26 140 0xD6A428),"
}
{
  echo "[0:v]drawbox=x=0:y=0:w=iw:h=ih:color=0x12346E:t=fill,"
  echo "drawbox=x=60:y=470:w=840:h=6:color=0x2B4F8C:t=fill,"
  echo "$(line '煤焦交易系统操作指引（演示）' 0 3 54 200 white),"
  echo "$(line '煤焦国际交易中心 · 演示视频 · 约 15 秒' 0.3 3 28 290 0xD6E2F5),"
  step '步骤 1' '注册并登录会员账号' '门户首页右上角「登录」→ 填写企业信息 → 等待审核' 3 6
  step '步骤 2' '查看价格指数与市场行情' '价格中心每日发布 · 可对比多个指数走势' 6 9
  step '步骤 3' '挂牌、摘牌或参与竞价' '每个交易日上午、下午各一个交易时段（演示）' 9 12
  step '步骤 4' '在会员中心跟踪合同与交收' '合同、结算、物流进度一处查看' 12 15
  echo "drawtext=fontfile=$FONT:text='演示数据 · 不构成交易规则':fontsize=20:fontcolor=0xD6E2F5@0.8:x=60:y=40[bg];"
  echo "color=c=0xD6A428:s=840x6:r=25[bar];"
  echo "[bg][bar]overlay=x='60-840+840*t/15':y=470:shortest=1[pre];"
  echo "[pre]drawbox=x=0:y=460:w=60:h=30:color=0x12346E:t=fill[out]"
} > /tmp/demo-video-filter.txt
ffmpeg -y -hide_banner -loglevel error -f lavfi -i color=c=black:s=960x540:r=25:d=15 \
  -filter_complex_script /tmp/demo-video-filter.txt -map '[out]' \
  -c:v libx264 -profile:v main -level 3.1 -pix_fmt yuv420p -crf 24 -preset veryslow -tune animation \
  -movflags +faststart -an -t 15 trading-system-guide.mp4
ls -l trading-system-guide.mp4
