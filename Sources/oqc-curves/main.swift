import OpenQuartzCore
print("oqc-curves")
