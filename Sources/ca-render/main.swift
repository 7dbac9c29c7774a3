import CARenderCLI

CARender.main()
