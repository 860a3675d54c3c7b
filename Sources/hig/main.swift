import HIGCLI

#if canImport(Glibc)
import Glibc
#endif

exit(CLI.main())
