import CARenderCLI
import Logging

// Logs go to standard error, so that standard output can carry a video (`-o -`).
LoggingSystem.bootstrap { label in
    var handler = StreamLogHandler.standardError(label: label)
    handler.logLevel = .notice
    return handler
}
CARender.main()
